import { useMutation } from '@tanstack/react-query';
import { refreshProfile } from '../session/auth-store';
import { updateProfile, uploadAvatar, type ProfileChanges } from './profile.resource';

export interface ProfileForm extends Omit<ProfileChanges, 'avatar_url'> {
  /** A newly chosen avatar, uploaded first; its storage path is saved with the rest. */
  avatar: File | null;
}

/** Saves /edit-profile; on failure nothing is refreshed, so what the user typed stays in the form. */
export function useSaveProfile(userId: string) {
  return useMutation({
    mutationFn: async ({ avatar, ...changes }: ProfileForm) => {
      const avatarUrl = avatar ? await uploadAvatar(userId, avatar) : undefined;
      await updateProfile(userId, { ...changes, ...(avatarUrl ? { avatar_url: avatarUrl } : {}) });
      await refreshProfile();
    },
  });
}
