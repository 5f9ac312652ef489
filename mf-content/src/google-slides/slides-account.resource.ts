import { getDataClient, raise } from 'supabase-client';

/**
 * The signed-in user's slides account and the local provider's uploads. Every provider-specific step (connect,
 * the account's list, saving, disconnect) goes through the slides service: slides-service.resource.ts.
 */
export interface SlidesAccount {
  provider: 'LOCAL' | 'GOOGLE';
  email: string | null;
}

export interface UploadPage {
  file: File;
  notes: string;
}

/** The slides account of the signed-in user, or null when not integrated (RLS: own row only). */
export async function fetchSlidesAccount(): Promise<SlidesAccount | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('slide_accounts').select('provider, email').maybeSingle();
  if (error) raise(error);
  return data ? { provider: data.provider as SlidesAccount['provider'], email: data.email } : null;
}

/**
 * Uploads a presentation to the local provider (the service lists it as an account presentation): each page
 * image into slide-uploads/<clinic>/<user>/<id>/<n>, then one row with the pages and notes. A failed page upload
 * removes the pages already stored.
 */
export async function uploadPresentation(input: {
  clinicId: string;
  userId: string;
  name: string;
  pages: UploadPage[];
}): Promise<void> {
  const supabase = await getDataClient();
  const bucket = await supabase.bucket('slide-uploads');
  const folder = `${input.clinicId}/${input.userId}/${crypto.randomUUID()}`;
  const stored: string[] = [];
  try {
    for (const [index, page] of input.pages.entries()) {
      const extension = page.file.name.split('.').pop()?.toLowerCase() || 'png';
      const path = `${folder}/${index + 1}.${extension}`;
      const { error } = await bucket.upload(path, page.file, { contentType: page.file.type });
      if (error) raise(error);
      stored.push(path);
    }
    const { error } = await supabase.from('slide_uploads').insert({
      clinic_id: input.clinicId,
      user_id: input.userId,
      name: input.name.trim(),
      pages: stored.map((imagePath, index) => ({ imagePath, notes: input.pages[index]!.notes })),
    });
    if (error) raise(error);
  } catch (error) {
    if (stored.length > 0) await bucket.remove(stored);
    throw error;
  }
}
