import { useSingleFlightMutation } from 'shared-ui';
import { updatePassword } from '../session/auth.resource';

/** /change-password: the signed-in user's new password. */
export function useChangePassword() {
  return useSingleFlightMutation({ mutationFn: (password: string) => updatePassword(password) });
}
