import { useEffect, useState } from 'react';

/** How long a search typed into a field waits for the next keystroke before it asks the database. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * `value` once it has stayed the same for `delayMs`: a search the database answers asks once per pause in
 * typing, not once per keystroke (react-query keeps the previous answer on screen meanwhile).
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, settled]);
  return settled;
}
