import type { z } from 'shared-ui/forms';
import { normalisePhone, personSchema } from './invite.rules';

/**
 * The edit variant (spec 001 §2: the invite form, also used for editing, with an avatar): the §5 name and phone
 * rules of the invite form; the e-mail is the patient's login and is not edited here.
 */
export const editPatientSchema = personSchema;

export type EditPatientValues = z.input<typeof editPatientSchema>;

/** The avatars bucket's limits (supabase/migrations/20261122050000_avatars.sql): checked before uploading. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarError = 'avatarType' | 'avatarSize';

/** Why a picked file cannot be the avatar, or null when it can. */
export function avatarError(file: { type: string; size: number }): AvatarError | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarSize';
  return null;
}

/** What is written to the patient's row: trimmed names, the phone as E.164. */
export function editRequest(values: EditPatientValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: normalisePhone(values.phone) ?? values.phone.trim(),
  };
}

/** The storage key of a new avatar: a new name per upload, so a cached old picture is never shown. */
export function avatarPath(patientId: string, file: { type: string }, now: number): string {
  const ext = file.type === 'image/jpeg' ? 'jpg' : file.type.replace('image/', '');
  return `patients/${patientId}/avatar-${now}.${ext}`;
}
