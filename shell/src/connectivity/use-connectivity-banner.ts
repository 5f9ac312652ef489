import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: the error banner after 11 s offline (5 s after a dismissed notice); success banner 3.5 s. */
export const OFFLINE_NOTICE_DELAY_MS = 11_000;
export const OFFLINE_NOTICE_AFTER_DISMISS_MS = 5_000;
export const RESTORED_NOTICE_MS = 3_500;

export type ConnectivityBanner = 'none' | 'offline' | 'restored';

export function useConnectivityBanner(): { banner: ConnectivityBanner; dismiss: () => void } {
  const [banner, setBanner] = useState<ConnectivityBanner>('none');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the user was told about this outage (then its end is announced too). */
  const noticed = useRef(false);

  const schedule = useCallback((delay: number, next: ConnectivityBanner, after?: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setBanner(next);
      after?.();
    }, delay);
  }, []);

  useEffect(() => {
    const goneOffline = () => {
      noticed.current = false;
      schedule(OFFLINE_NOTICE_DELAY_MS, 'offline', () => (noticed.current = true));
    };
    const backOnline = () => {
      clearTimeout(timer.current);
      if (!noticed.current) {
        setBanner('none');
        return;
      }
      noticed.current = false;
      setBanner('restored');
      schedule(RESTORED_NOTICE_MS, 'none');
    };
    if (!navigator.onLine) goneOffline();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [schedule]);

  const dismiss = useCallback(() => {
    setBanner('none');
    if (!navigator.onLine) schedule(OFFLINE_NOTICE_AFTER_DISMISS_MS, 'offline');
  }, [schedule]);

  return { banner, dismiss };
}
