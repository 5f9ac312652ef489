import { useSingleFlightMutation } from 'shared-ui';
import { refreshProfile } from '../session/auth-store';
import { updateProfile, uploadAvatar, type ProfileChanges } from './profile.resource';

export interface ProfileForm extends Omit<ProfileChanges, 'avatarUrl'> {
  /** A newly chosen avatar, uploaded first; its storage path is saved with the rest. */
  avatar: File | null;
}

/** Saves /edit-profile; on failure nothing is refreshed, so what the user typed stays in the form. */
export function useSaveProfile(userId: string) {
  return useSingleFlightMutation({
    mutationFn: async ({ avatar, ...changes }: ProfileForm) => {
      const avatarUrl = avatar ? await uploadAvatar(userId, avatar) : undefined;
      await updateProfile(userId, { ...changes, ...(avatarUrl ? { avatarUrl } : {}) });
      await refreshProfile();
    },
  });
}
