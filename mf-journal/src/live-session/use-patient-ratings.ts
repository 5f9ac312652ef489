import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-ui';
import { liveSessionKeys } from './live-session.keys';
import { updatePatientProfile } from './live-session-catalogue.resource';
import type { LiveSessionPatient } from './live-session.resource';

export type EvaluationStates = LiveSessionPatient['evaluationStates'];
export const MAX_EVALUATION_STATES = 3;

/** The patient profile's phase, disorder and evaluation states, written from the live session's tabs. */
export function usePatientRatings(appointmentId: string, patientUserId: string) {
  const { t } = useTranslation('mf-journal');
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.session(appointmentId) });
  const phase = useMutation({
    mutationFn: (value: number) => updatePatientProfile(patientUserId, { phase: value }),
    onError: () => toast.error(t('liveSession.errors.phase')),
    onSettled: settle,
  });
  const disorder = useMutation({
    mutationFn: (id: string | null) => updatePatientProfile(patientUserId, { disorder_id: id }),
    onSuccess: () => toast.success(t('liveSession.disorderSaved')),
    onError: () => toast.error(t('liveSession.errors.saving')),
    onSettled: settle,
  });
  const evaluation = useMutation({
    mutationFn: (states: EvaluationStates) =>
      updatePatientProfile(patientUserId, { evaluation_states: states }),
    onError: () => toast.error(t('liveSession.errors.saving')),
    onSettled: settle,
  });
  return { phase, disorder, evaluation };
}
