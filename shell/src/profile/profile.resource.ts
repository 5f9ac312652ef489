import { getDataClient, raise } from 'supabase-client';

/** What /edit-profile saves, in the domain's spelling (the row's columns are written here only). */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string | null;
  description: string | null;
  avatarUrl?: string | null;
}

export async function updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase
    .from('users')
    .update({
      first_name: changes.firstName,
      last_name: changes.lastName,
      phone: changes.phone,
      description: changes.description,
      ...(changes.avatarUrl !== undefined ? { avatar_url: changes.avatarUrl } : {}),
    })
    .eq('id', userId);
  if (error) raise(error);
}

/**
 * Uploads to avatars/<user id>/…; the storage policies let a user write only there. Returns the object's path
 * (what users.avatar_url keeps; the private bucket is read through signed URLs).
 */
export async function uploadAvatar(userId: string, file: File): Promise<string> {
  const avatars = await (await getDataClient()).bucket('avatars');
  const extension = file.name.split('.').pop()?.toLowerCase() || 'png';
  const path = `${userId}/avatar-${Date.now()}.${extension}`;
  const { error } = await avatars.upload(path, file, { contentType: file.type, upsert: true });
  if (error) raise(error);
  return path;
}
