import { fetchCurrencies, useSingleFlightMutation } from 'shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { appointmentTypeKeys } from './appointment-types.keys';
import {
  createAppointmentType,
  fetchAppointmentTypes,
  fetchDefaultAppointmentTypeId,
  updateAppointmentType,
  type AppointmentTypeInput,
} from './appointment-types.resource';

export function useAppointmentTypes() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: appointmentTypeKeys.list(clinicId),
    queryFn: () => fetchAppointmentTypes(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function useAppointmentType(id: string | undefined) {
  const types = useAppointmentTypes();
  return { ...types, type: id ? types.data?.find((t) => t.id === id) : undefined };
}

export function useDefaultAppointmentTypeId() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: appointmentTypeKeys.defaultType(clinicId),
    queryFn: () => fetchDefaultAppointmentTypeId(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: appointmentTypeKeys.currencies,
    queryFn: fetchCurrencies,
    staleTime: Infinity,
  });
}

export function useSaveAppointmentType() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...input }: AppointmentTypeInput & { id?: string }) =>
      id ? updateAppointmentType(id, input) : createAppointmentType(clinicId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(clinicId) }),
  });
}
