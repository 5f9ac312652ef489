import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a CSS media query matches now, re-rendering when it starts or stops matching (e.g.
 * `useMediaQuery(\`(max-width: ${theme.breakpoints.menuCollapse - 1}px)\`)`). useSyncExternalStore reads
 * the current value during render, so the first paint is already right (no flash of the other layout).
 * Where matchMedia does not exist (server rendering, a bare test environment) it is false: write the query
 * so that false is the wide, default layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
