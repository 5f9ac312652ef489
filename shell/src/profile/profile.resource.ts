import { getDataClient, raise } from 'supabase-client';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string | null;
  description: string | null;
  avatar_url?: string | null;
}

export async function updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.from('users').update(changes).eq('id', userId);
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
