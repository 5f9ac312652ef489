import { useMutation } from '@tanstack/react-query';
import { updatePassword } from '../session/auth.resource';

/** /change-password: the signed-in user's new password. */
export function useChangePassword() {
  return useMutation({ mutationFn: (password: string) => updatePassword(password) });
}
