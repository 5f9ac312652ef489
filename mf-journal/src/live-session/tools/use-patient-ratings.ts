import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage, useSingleFlightMutation } from 'shared-ui';
import { liveSessionKeys } from '../../common/live-session.keys';
import { updatePatientProfile } from '../../common/live-session-catalogue.resource';
import type { LiveSessionPatient } from '../../common/live-session.types';

export type EvaluationStates = LiveSessionPatient['evaluationStates'];
export const MAX_EVALUATION_STATES = 3;
/** What a write of the patient's evaluation states did: a state added, its level changed, or removed. */
export type EvaluationChange = 'Created' | 'Updated' | 'Removed';

/**
 * The patient profile's phase, disorder and evaluation states, written from the live session's tabs. Choosing the
 * disorder says 'Disorder successfuly added' (spec 002 §8, word for word).
 */
export function usePatientRatings(appointmentId: string, patientUserId: string) {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.session(appointmentId) });
  const phase = useSingleFlightMutation({
    mutationFn: (value: number) => updatePatientProfile(patientUserId, { phase: value }),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.phase')),
    onSettled: settle,
  });
  const disorder = useSingleFlightMutation({
    mutationFn: (id: string | null) => updatePatientProfile(patientUserId, { disorder_id: id }),
    onSuccess: () => toast.success(t('liveSession.disorderSaved')),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.saving')),
    onSettled: settle,
  });
  const evaluation = useSingleFlightMutation({
    mutationFn: ({ states }: { states: EvaluationStates; change: EvaluationChange }) =>
      updatePatientProfile(patientUserId, { evaluation_states: states }),
    // spec 000 §8's generic '{Entity} successfully created/updated/removed!'
    onSuccess: (_, { change }) => toast.success(t(`liveSession.evaluation${change}`)),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.saving')),
    onSettled: settle,
  });
  return { phase, disorder, evaluation };
}
