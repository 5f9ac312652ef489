import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hintOf } from 'supabase-client';
import { toast, useErrorMessage, useSession, useSingleFlightMutation } from 'shared-ui';
import { patientListKeys } from '../common/patient-list.keys';
import { patientProfileKeys } from '../common/patient-profile.keys';
import {
  attachTherapists,
  fetchClinicTherapists,
  fetchDisorders,
  fetchFormAnswers,
  fetchPackages,
  fetchPatientAppointments,
  fetchPatientProfile,
  reassignTherapist,
  setPackage,
  unattachSelf,
  updatePatientInfo,
} from './patient-profile.resource';
import { attachRefusalKey, reassignMessageKey } from './therapists.rules';

function useClinic() {
  const session = useSession();
  return { clinicId: session?.clinicId ?? '', userId: session?.userId ?? '' };
}

export function usePatientProfile(patientUserId: string) {
  return useQuery({
    queryKey: patientProfileKeys.profile(patientUserId),
    queryFn: () => fetchPatientProfile(patientUserId),
  });
}

export function useClinicTherapists() {
  const { clinicId } = useClinic();
  return useQuery({
    queryKey: patientProfileKeys.therapists(clinicId),
    queryFn: () => fetchClinicTherapists(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

export function usePatientAppointments(patientUserId: string) {
  const { clinicId } = useClinic();
  return useQuery({
    queryKey: patientProfileKeys.appointments(patientUserId),
    queryFn: () => fetchPatientAppointments(clinicId, patientUserId),
    enabled: Boolean(clinicId),
  });
}

export function useFormAnswers(patientUserId: string) {
  const { clinicId } = useClinic();
  return useQuery({
    queryKey: patientProfileKeys.formAnswers(patientUserId),
    queryFn: () => fetchFormAnswers(clinicId, patientUserId),
    enabled: Boolean(clinicId),
  });
}

export function usePackages() {
  const { clinicId } = useClinic();
  return useQuery({
    queryKey: patientProfileKeys.packages(clinicId),
    queryFn: () => fetchPackages(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

/** Saves the full attached list; the newly attached are notified by the database and named in a toast. */
export function useAttachTherapists(patientUserId: string) {
  const { t } = useTranslation('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (input: { ids: string[]; newlyAttachedNames: string[] }) =>
      attachTherapists(patientUserId, input.ids),
    onSuccess: (_, input) => {
      toast.success(t('attached.updated'));
      if (input.newlyAttachedNames.length > 0) {
        toast.info(t('attached.willBeNotified', { names: input.newlyAttachedNames.join(', ') }));
      }
      void client.invalidateQueries({ queryKey: patientListKeys.all });
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error) => toast.error(t(attachRefusalKey(hintOf(error)))),
  });
}

export function useUnattachSelf(patientUserId: string, patientName: string) {
  const { t } = useTranslation('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => unattachSelf(patientUserId),
    onSuccess: () => {
      toast.success(t('attached.unattached', { name: patientName }));
      void client.invalidateQueries({ queryKey: patientListKeys.all });
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error) => toast.error(t(attachRefusalKey(hintOf(error)))),
  });
}

export function useReassignTherapist(patientUserId: string) {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (therapistId: string) => reassignTherapist(patientUserId, therapistId),
    onSuccess: (result) => {
      toast.success(t(reassignMessageKey(result)));
      void client.invalidateQueries({ queryKey: patientListKeys.all });
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error) => toast.error(errorText(error, 'reassign.error')),
  });
}

export function useSetPackage(patientUserId: string) {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (packageId: string | null) => setPackage(patientUserId, packageId),
    onSuccess: (_, packageId) => {
      toast.success(t(packageId ? 'package.assigned' : 'package.removed'));
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error) => toast.error(errorText(error, 'package.error')),
  });
}

export function useDisorders() {
  const { clinicId } = useClinic();
  return useQuery({
    queryKey: patientProfileKeys.disorders(clinicId),
    queryFn: () => fetchDisorders(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

/** Phase or disorder from the patient-info block; the spec's phase-update error, else 'Error during saving changes'. */
export function useUpdatePatientInfo(patientUserId: string) {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (change: { phase: number } | { disorderId: string | null }) =>
      updatePatientInfo(patientUserId, change),
    onSuccess: () => {
      toast.success(t('info.saved'));
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error, change) =>
      toast.error(errorText(error, 'phase' in change ? 'info.phaseError' : 'info.saveError')),
  });
}
