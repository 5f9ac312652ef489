import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * The mutation with a `mutate` that does nothing while a previous call of it is still on its way. A double click
 * lands before the button re-renders as busy, so `isPending` alone cannot stop the second call; this flag is set
 * at once. (For writes that must not run twice: Done would answer the second click with 'Something went wrong
 * during step change.', End with an error after the success, a CGI level would be added and removed again.)
 */
export function useOneAtATime<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const busy = useRef(false);
  type Options = MutateOptions<TData, TError, TVariables, TContext>;
  const run = mutation.mutate as (variables: TVariables, options?: Options) => void;
  const mutate = ((variables: TVariables, options?: Options) => {
    if (busy.current) return;
    busy.current = true;
    run(variables, {
      ...options,
      onSettled: (...args) => {
        busy.current = false;
        options?.onSettled?.(...args);
      },
    });
  }) as typeof mutation.mutate;
  return { ...mutation, mutate };
}
