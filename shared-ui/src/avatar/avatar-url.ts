import { useQuery } from '@tanstack/react-query';
import { getDataClient } from 'supabase-client';

/**
 * Avatars live in the private `avatars` bucket (nothing about a patient is public): `users.avatar_url` holds
 * the object's path (`patients/<id>/avatar-….png`, `<user id>/avatar-….png`); rows written before the
 * bucket became private hold its former public URL, from which the path is taken. The picture is shown
 * through a short-lived signed URL made with the viewer's own session, so Storage's policies decide who sees it.
 */
const STORAGE_URL = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/avatars\/([^?#]+)/;

/** The object's path in the avatars bucket, or null for a value that is no stored avatar (a local preview). */
export function avatarObjectPath(value: string): string | null {
  const stored = STORAGE_URL.exec(value);
  if (stored) return decodeURIComponent(stored[1]!);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return null;
  return value;
}

/** How long a signed avatar URL is valid; the query keeps it a little less. */
export const AVATAR_URL_SECONDS = 60 * 60;

export async function signAvatar(path: string): Promise<string> {
  const avatars = await (await getDataClient()).bucket('avatars');
  const { data, error } = await avatars.createSignedUrl(path, AVATAR_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/** What an <img> shows for a stored avatar value: a signed URL once made (null until then, or if refused). */
export function useAvatarSrc(value: string | null): string | null {
  const path = value ? avatarObjectPath(value) : null;
  const signed = useQuery({
    queryKey: ['avatar-url', path],
    queryFn: () => signAvatar(path!),
    enabled: path !== null,
    staleTime: (AVATAR_URL_SECONDS - 10 * 60) * 1000,
    gcTime: (AVATAR_URL_SECONDS - 5 * 60) * 1000,
    retry: false,
  });
  if (!value) return null;
  if (path === null) return value;
  return signed.data ?? null;
}
