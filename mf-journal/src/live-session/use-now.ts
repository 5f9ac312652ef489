import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (a clock for rules such as "more than 60 minutes ahead"). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
