import { useSingleFlightMutation } from 'shared-ui';
import { signOut } from '../session/auth.resource';

/** Log out of this browser; the auth store then routes to /login. */
export function useSignOut() {
  return useSingleFlightMutation({ mutationFn: signOut });
}
