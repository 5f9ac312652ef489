import { useSingleFlightMutation } from 'shared-ui';
import { requestPasswordReset } from '../session/auth.resource';

/** Sends the reset mail; its link returns to /login signed in for recovery, and the guard opens set-new-password. */
export function useRequestPasswordReset() {
  return useSingleFlightMutation({
    mutationFn: (email: string) => requestPasswordReset(email.trim(), `${window.location.origin}/login`),
  });
}
