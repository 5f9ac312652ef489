import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { signOut } from '../session/auth.resource';
import { refreshProfile } from '../session/auth-store';
import { PROFILE_CHANGED_EVENT } from '../session/profile';

/** Log out of this browser; the auth store then routes to /login. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}

/** A remote changed the user's row through a service (calendar connected or disconnected): reload it. */
export function useReloadProfileOnChange(): void {
  useEffect(() => {
    const reload = () => void refreshProfile();
    window.addEventListener(PROFILE_CHANGED_EVENT, reload);
    return () => window.removeEventListener(PROFILE_CHANGED_EVENT, reload);
  }, []);
}
