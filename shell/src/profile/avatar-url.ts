import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'supabase-client';

/**
 * The private `avatars` bucket (nothing about a patient is public; a therapist's avatar is readable by their
 * clinic): `users.avatar_url` holds the object's path, or on older rows the bucket's former public URL, from
 * which the path is taken. The picture is shown through a short-lived signed URL made with the user's session.
 */
const STORAGE_URL = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/avatars\/([^?#]+)/;

export function avatarObjectPath(value: string): string | null {
  const stored = STORAGE_URL.exec(value);
  if (stored) return decodeURIComponent(stored[1]!);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return null;
  return value;
}

const AVATAR_URL_SECONDS = 60 * 60;

/** What an <img> shows for a stored avatar value: a signed URL once made, a local preview as it is. */
export function useAvatarSrc(value: string | null): string | null {
  const path = value ? avatarObjectPath(value) : null;
  const signed = useQuery({
    queryKey: ['avatar-url', path],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.storage
        .from('avatars')
        .createSignedUrl(path!, AVATAR_URL_SECONDS);
      if (error) throw error;
      return data.signedUrl;
    },
    enabled: path !== null,
    staleTime: (AVATAR_URL_SECONDS - 10 * 60) * 1000,
    gcTime: (AVATAR_URL_SECONDS - 5 * 60) * 1000,
    retry: false,
  });
  if (!value) return null;
  if (path === null) return value;
  return signed.data ?? null;
}
