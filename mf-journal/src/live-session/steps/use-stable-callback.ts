import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest function: parcel props are compared
 * shallowly, so a new function each render would send the parcel an update each render.
 */
export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
