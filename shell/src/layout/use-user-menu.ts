import { useSingleFlightMutation } from 'shared-ui';
import { signOut } from '../session/auth.resource';
import { preloadLoginPage } from '../pages/lazy-pages';

/**
 * Log out of this browser; the auth store then routes to /login. The login page's code first (already there once
 * the first screen was done, else fetched now), so the redirect shows it without a spinner.
 */
export function useSignOut() {
  return useSingleFlightMutation({
    mutationFn: async () => {
      await preloadLoginPage();
      await signOut();
    },
  });
}
