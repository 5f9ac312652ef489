import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { disorderKeys } from './disorders.keys';
import { createDisorder, deleteDisorder, fetchDisorders, updateDisorder } from './disorders.resource';

export function useDisorders() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: disorderKeys.list(clinicId),
    queryFn: () => fetchDisorders(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function useSaveDisorder() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async ({ id, name }: { id?: string; name: string }): Promise<void> => {
      if (id) await updateDisorder(id, name);
      else await createDisorder(clinicId, name);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disorderKeys.list(clinicId) }),
  });
}

export function useRemoveDisorder() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteDisorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disorderKeys.list(clinicId) }),
  });
}
