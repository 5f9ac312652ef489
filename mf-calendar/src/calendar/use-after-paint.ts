import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, but a new one only after the browser has painted the frame in which it changed (a frame, then a
 * task), as a transition. The calendar's side lists follow the grid this way: a new week's events are painted
 * first and the day list a frame later, instead of React rendering both before the first paint
 * (useDeferredValue renders the deferred part right after the urgent commit, usually before the frame).
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(() => value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
