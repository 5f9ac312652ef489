import { useCallback, useRef } from 'react';

/**
 * One write at a time: a call while the previous one is on its way does nothing (resolves undefined). A ref,
 * not the mutation's isPending: two clicks can both arrive before the re-render that shows the button busy,
 * and money must not be requested, billed or toggled twice.
 */
export function useSingleFlight(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(action: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await action();
    } finally {
      busy.current = false;
    }
  }, []);
}
