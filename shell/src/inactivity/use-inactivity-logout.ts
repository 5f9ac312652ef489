import { useCallback, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { privateMode } from 'shared-ui';
import { signOut } from '../session/auth.resource';
import { CHECK_INTERVAL_MS, COUNTDOWN_TICK_MS, expiryFrom, expiryKey, phaseAt } from './inactivity-clock';

const ACTIVITY_EVENTS = ['click', 'keydown', 'wheel'] as const;

/**
 * Logs an idle therapist out (spec 002 §4): activity pushes a stored expiry forward; every 5 s the expiry is
 * checked; in the last minute a warning with a 1 s countdown shows (and private mode turns on); at zero the
 * user is signed out. Never while an appointment is open.
 */
export function useInactivityLogout(userId: string, idleMinutes: number) {
  const { pathname } = useLocation();
  const appointmentOpen = Boolean(matchPath({ path: '/appointments/:id', end: false }, pathname));
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = secondsLeft !== null;
  const warningRef = useRef(false);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);

  const key = expiryKey(userId);
  const extend = useCallback(() => {
    localStorage.setItem(key, String(expiryFrom(Date.now(), idleMinutes)));
  }, [key, idleMinutes]);

  useEffect(() => {
    extend();
    // Activity behind the warning does not count: the user answers it with Continue or Log out.
    const onActivity = () => !warningRef.current && extend();
    ACTIVITY_EVENTS.forEach((type) =>
      window.addEventListener(type, onActivity, { passive: true, capture: true }),
    );
    return () =>
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, { capture: true }));
  }, [extend]);

  useEffect(() => {
    const check = () => {
      if (appointmentOpen) {
        extend();
        setSecondsLeft(null);
        return;
      }
      const expiry = Number(localStorage.getItem(key) ?? 0);
      const phase = phaseAt(Date.now(), expiry);
      if (phase === 'expired') {
        setSecondsLeft(null);
        localStorage.removeItem(key);
        void signOut();
      } else if (phase === 'warning') {
        if (!warningRef.current) privateMode.set(true);
        setSecondsLeft(Math.ceil((expiry - Date.now()) / 1000));
      } else {
        setSecondsLeft(null);
      }
    };
    const interval = setInterval(check, warning ? COUNTDOWN_TICK_MS : CHECK_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [key, warning, appointmentOpen, extend]);

  const keepWorking = useCallback(() => {
    extend();
    setSecondsLeft(null);
  }, [extend]);

  const logOutNow = useCallback(() => {
    localStorage.removeItem(key);
    setSecondsLeft(null);
    void signOut();
  }, [key]);

  return { secondsLeft, keepWorking, logOutNow };
}
