import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useSession, useSingleFlightMutation } from 'shared-ui';
import { ApiError } from 'supabase-client';
import { patientListKeys } from './patient-list.keys';
import {
  PAGE_SIZE,
  fetchFreePatients,
  fetchOwnPatients,
  finishTreatment,
  setPatientAccess,
  type PatientAccess,
  type PatientPage,
} from './patient-card.resource';

const nextOffset = (last: PatientPage, pages: PatientPage[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.cards.length, 0);
  return last.cards.length === PAGE_SIZE && loaded < last.total ? loaded : undefined;
};

/** The caller's own patients, paged (60 a page); the previous result stays while a new search loads. */
export function useOwnPatients(query: string, includeFinished: boolean) {
  const enabled = Boolean(useSession()?.clinicId);
  return useInfiniteQuery({
    queryKey: patientListKeys.own(query, includeFinished),
    queryFn: ({ pageParam }) => fetchOwnPatients(query, includeFinished, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFreePatients(query: string) {
  const enabled = Boolean(useSession()?.clinicId);
  return useInfiniteQuery({
    queryKey: patientListKeys.free(query),
    queryFn: ({ pageParam }) => fetchFreePatients(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFinishTreatment() {
  const { t } = useTranslation('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: finishTreatment,
    onSuccess: () => {
      toast.success(t('patients.finishSuccess'));
      return client.invalidateQueries({ queryKey: patientListKeys.all });
    },
    onError: () => toast.error(t('patients.finishError')),
  });
}

/**
 * The share-access switches. spec 001 §8: permission toggle failures are only logged; the switch goes back to
 * the stored value because the list is read again either way.
 */
export function useSetPatientAccess() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (input: { patientUserId: string; access: PatientAccess; value: boolean }) =>
      setPatientAccess(input.patientUserId, input.access, input.value),
    onError: (error) =>
      console.error('set_patient_access failed', error instanceof ApiError ? error.code : error),
    onSettled: () => client.invalidateQueries({ queryKey: patientListKeys.all }),
  });
}
