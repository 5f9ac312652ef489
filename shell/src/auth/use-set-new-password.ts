import { useSingleFlightMutation } from 'shared-ui';
import { signOut, updateOwnProfile, updatePassword } from '../session/auth.resource';
import { refreshProfile } from '../session/auth-store';

/**
 * /users/:id/set-new-password. After a recovery link the new password ends the session (the user signs in with
 * it: 'recovered'); the forced first password marks the temporary one resolved and the guard lets the user in
 * ('resolved').
 */
export function useSetNewPassword(userId: string, recovery: boolean) {
  return useSingleFlightMutation({
    mutationFn: async (password: string): Promise<'recovered' | 'resolved'> => {
      await updatePassword(password);
      if (recovery) {
        await signOut();
        return 'recovered';
      }
      await updateOwnProfile(userId, { temporaryPasswordResolved: true });
      await refreshProfile();
      return 'resolved';
    },
  });
}
