import { useCallback, useRef } from 'react';

/**
 * Runs one write at a time: a call while the previous one is still running does nothing. A mutation's
 * `isPending` reaches the component only on its next render, which a fast double click (or Enter pressed
 * twice) can beat; this guard is set in the same tick as the first call.
 */
export function useSingleFlight(): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await task();
    } finally {
      running.current = false;
    }
  }, []);
}
