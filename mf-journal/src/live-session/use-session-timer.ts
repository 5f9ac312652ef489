import { useEffect, useRef, useState } from 'react';
import { timerState, type TimerState } from './live-session.rules';

/**
 * The session countdown (mm:ss from the type's duration since appointmentStartTime; 'Overtime' at zero). It
 * ticks once a second while the session runs — a clock, not polling — and asks the database once to record
 * overtimeReached (the database checks the time itself).
 */
export function useSessionTimer(o: {
  startedAt: Date | null;
  durationMinutes: number;
  running: boolean;
  overtimeReached: boolean;
  onOvertime: () => void;
}): TimerState {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!o.running) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [o.running]);
  const state = timerState(o.startedAt, o.durationMinutes, now);
  const asked = useRef(false);
  const { onOvertime } = o;
  useEffect(() => {
    if (o.running && state.overtime && !o.overtimeReached && !asked.current) {
      asked.current = true;
      onOvertime();
    }
  }, [o.running, state.overtime, o.overtimeReached, onOvertime]);
  return o.overtimeReached && o.running ? { label: null, overtime: true, remainingMs: 0 } : state;
}
