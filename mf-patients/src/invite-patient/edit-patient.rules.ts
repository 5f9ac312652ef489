import { normalisePhone, validateInvite, EMPTY_INVITE_FORM, type InviteErrors } from './invite.rules';

/** The edit variant's values (spec 001 §2: the invite form, also used for editing, with an avatar). */
export interface EditPatientValues {
  firstName: string;
  lastName: string;
  phone: string;
}

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

/** The §5 name and phone rules of the invite form; the e-mail is the patient's login and is not edited here. */
export function validateEdit(
  values: EditPatientValues,
): Pick<InviteErrors, 'firstName' | 'lastName' | 'phone'> {
  const all = validateInvite({ ...EMPTY_INVITE_FORM, ...values, email: 'kept@example.com' });
  const found: Pick<InviteErrors, 'firstName' | 'lastName' | 'phone'> = {};
  if (all.firstName) found.firstName = all.firstName;
  if (all.lastName) found.lastName = all.lastName;
  if (all.phone) found.phone = all.phone;
  return found;
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
