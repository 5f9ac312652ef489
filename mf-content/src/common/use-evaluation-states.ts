import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { evaluationStateKeys } from './evaluation-states.keys';
import {
  createEvaluationState,
  deleteEvaluationState,
  fetchEvaluationStates,
  updateEvaluationState,
  type EvaluationStateInput,
} from './evaluation-states.resource';

export function useEvaluationStates() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: evaluationStateKeys.list(clinicId),
    queryFn: () => fetchEvaluationStates(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function useSaveEvaluationState() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...input }: EvaluationStateInput & { id?: string }) =>
      id ? updateEvaluationState(id, input) : createEvaluationState(clinicId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationStateKeys.list(clinicId) }),
  });
}

export function useRemoveEvaluationState() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteEvaluationState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationStateKeys.list(clinicId) }),
  });
}
