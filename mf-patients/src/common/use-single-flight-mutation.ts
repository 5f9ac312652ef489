import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation whose `mutate` does nothing while its previous call is still running. A double click fires both
 * clicks before the button can show `loading` (the query library tells React about the pending state only
 * after the event), so the button alone does not stop the second write; this does, for every write action of
 * the remote. The guard clears when the request settles, so a failed write can be tried again.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const busy = useRef(false);
  const mutation = useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...options,
    onSettled: (...args) => {
      busy.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate: run } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof run>) => {
      if (busy.current) return;
      busy.current = true;
      run(...args);
    },
    [run],
  ) as typeof run;
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TOnMutateResult>;
}
