import { ApiError, getDataClient, raise, toPerson } from 'supabase-client';
import { avatarPath, type editRequest } from './edit-patient.rules';

/** Supabase calls of the invite form's edit variant (/patients/:id/edit). */

export interface EditablePatient {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  avatarUrl: string | null;
}

/** The patient's row as the caller may see it (RLS: own, attached, invited and free patients); null if not. */
export async function fetchEditablePatient(id: string): Promise<EditablePatient | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, phone, email, avatar_url')
    .eq('id', id)
    .eq('role', 'PATIENT')
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const person = toPerson(data);
  // The form's fields are text: no phone or e-mail is ''.
  return { ...person, phone: person.phone ?? '', email: person.email ?? '' };
}

/**
 * Uploads the picture to the private avatars bucket under avatars/patients/<id>/ (storage RLS: staff of the
 * patient's clinic who may see the patient) and returns its path, which is what users.avatar_url keeps.
 */
export async function uploadPatientAvatar(patientId: string, file: File): Promise<string> {
  const avatars = await (await getDataClient()).bucket('avatars');
  const path = avatarPath(patientId, file, Date.now());
  const { error } = await avatars.upload(path, file, { contentType: file.type, upsert: false });
  // Storage states no hint: this one says which step failed (the page's text for it: errors.avatar_upload_failed).
  if (error) raise({ message: error.message, hint: 'avatar_upload_failed' });
  return path;
}

/** Writes names, phone and (when given) the avatar's path; RLS users_update decides, e-mail is not writable. */
export async function savePatient(
  patientId: string,
  request: ReturnType<typeof editRequest>,
  avatarUrl: string | undefined,
): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('users')
    .update({
      first_name: request.firstName,
      last_name: request.lastName,
      phone: request.phone,
      ...(avatarUrl ? { avatar_url: avatarUrl } : {}),
    })
    .eq('id', patientId)
    .select('id');
  if (error) raise(error);
  // No row updated: RLS hid the patient (no longer visible to the caller).
  if (!data?.length) throw new ApiError('Error during saving changes', null, 'P0002', 404);
}
