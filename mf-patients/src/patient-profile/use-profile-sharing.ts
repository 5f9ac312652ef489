import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage, useSession, useSingleFlightMutation } from 'shared-ui';
import { patientProfileKeys } from '../common/patient-profile.keys';
import {
  fetchEvaluationStates,
  fetchForms,
  fetchPages,
  saveEvaluationStates,
  sendForm,
  sendPage,
  type EvaluationSlot,
} from './patient-profile.resource';

const useClinicId = () => useSession()?.clinicId ?? '';

export function useEvaluationStateOptions() {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: patientProfileKeys.evaluationStates(clinicId),
    queryFn: () => fetchEvaluationStates(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

export function useSaveEvaluationStates(patientUserId: string) {
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (slots: EvaluationSlot[]) => saveEvaluationStates(patientUserId, slots),
    onSuccess: () => client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) }),
    onError: (error) => toast.error(errorText(error, 'evaluation.error')),
  });
}

export function useSendOptions(kind: 'page' | 'form') {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: kind === 'page' ? patientProfileKeys.pages(clinicId) : patientProfileKeys.forms(clinicId),
    queryFn: () => (kind === 'page' ? fetchPages(clinicId) : fetchForms(clinicId)),
    enabled: Boolean(clinicId),
    staleTime: 60_000,
  });
}

export function useSend(patientUserId: string, kind: 'page' | 'form') {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: string) => (kind === 'page' ? sendPage(patientUserId, id) : sendForm(patientUserId, id)),
    onSuccess: () => {
      toast.success(t(kind === 'page' ? 'send.pageSent' : 'send.formSent'));
      return client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientUserId) });
    },
    onError: (error) => toast.error(errorText(error, kind === 'page' ? 'send.pageError' : 'send.formError')),
  });
}
