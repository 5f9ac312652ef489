import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * The one guard against a double click on an action that writes: useMutation whose `mutate` does nothing and
 * whose `mutateAsync` answers the running call's promise while a call is still running. A double click fires
 * both clicks before the button can show `loading` (the query library tells React about the pending state
 * only after the event), so the button alone does not stop the second write; this does. The guard clears
 * when the request settles, so a failed write can be tried again.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  // `mutate` (callbacks per call) and `mutateAsync` (a promise) are guarded alike; `running` is the promise
  // of a running mutateAsync call, `busy` says any call is running.
  const busy = useRef(false);
  const running = useRef<Promise<TData> | null>(null);
  const mutation = useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...options,
    onSettled: (...args) => {
      busy.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate: run, mutateAsync: runAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof run>) => {
      if (busy.current) return;
      busy.current = true;
      run(...args);
    },
    [run],
  ) as typeof run;
  const mutateAsync = useCallback(
    (...args: Parameters<typeof runAsync>) => {
      if (running.current) return running.current;
      busy.current = true;
      const call = runAsync(...args).finally(() => {
        running.current = null;
      });
      running.current = call;
      return call;
    },
    [runAsync],
  ) as typeof runAsync;
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TOnMutateResult
  >;
}
