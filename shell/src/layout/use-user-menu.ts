import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { signOut } from '../session/auth.resource';
import { refreshProfile } from '../session/auth-store';
import { PROFILE_CHANGED_EVENT } from '../session/profile';
import { preloadLoginPage } from '../pages/lazy-pages';

/**
 * Log out of this browser; the auth store then routes to /login. The login page's code first (already there once
 * the first screen was done, else fetched now), so the redirect shows it without a spinner.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await preloadLoginPage();
      await signOut();
    },
  });
}

/** A remote changed the user's row through a service (calendar connected or disconnected): reload it. */
export function useReloadProfileOnChange(): void {
  useEffect(() => {
    const reload = () => void refreshProfile();
    window.addEventListener(PROFILE_CHANGED_EVENT, reload);
    return () => window.removeEventListener(PROFILE_CHANGED_EVENT, reload);
  }, []);
}
