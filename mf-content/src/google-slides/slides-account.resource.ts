import { getSupabase } from 'supabase-client';
import { raise } from '../common/db-error';

/** The slides account of the signed-in user, or null when not integrated (RLS: own row only). */
export interface SlidesAccount {
  provider: 'LOCAL' | 'GOOGLE';
  email: string | null;
}

/** A presentation of the connected account (local provider: an upload of page images with notes). */
export interface AccountPresentation {
  id: string;
  name: string;
  pageCount: number;
}

export interface UploadPage {
  file: File;
  notes: string;
}

export class AlreadyIntegratedError extends Error {
  constructor() {
    super('already_integrated');
    this.name = 'AlreadyIntegratedError';
  }
}

export async function fetchSlidesAccount(): Promise<SlidesAccount | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('slide_accounts').select('provider, email').maybeSingle();
  if (error) raise(error);
  return data ? { provider: data.provider as SlidesAccount['provider'], email: data.email } : null;
}

/**
 * Where the browser goes to authorise. The local provider consents at once and returns to the page with its
 * code, as the real authorisation redirect does (spec 002 §4: the page reads `code` from the return).
 */
export function localAuthorisationUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('code', 'local');
  return url.toString();
}

/** Exchanges the returned code; an account already connected is refused. */
export async function connectSlidesAccount(code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('connect_slides_account', { p_code: code });
  if (error?.message.includes('already_integrated')) throw new AlreadyIntegratedError();
  if (error) raise(error);
}

export async function disconnectSlidesAccount(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('disconnect_slides_account');
  if (error) raise(error);
}

export async function fetchAccountPresentations(): Promise<AccountPresentation[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('slide_uploads')
    .select('id, name, pages')
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map((row) => ({
    id: row.id,
    name: row.name,
    pageCount: Array.isArray(row.pages) ? row.pages.length : 0,
  }));
}

/**
 * Uploads a presentation to the local provider: each page image into slide-uploads/<clinic>/<user>/<id>/<n>,
 * then one row with the pages and notes. A failed page upload removes the pages already stored.
 */
export async function uploadPresentation(input: {
  clinicId: string;
  userId: string;
  name: string;
  pages: UploadPage[];
}): Promise<void> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from('slide-uploads');
  const folder = `${input.clinicId}/${input.userId}/${crypto.randomUUID()}`;
  const stored: string[] = [];
  try {
    for (const [index, page] of input.pages.entries()) {
      const extension = page.file.name.split('.').pop()?.toLowerCase() || 'png';
      const path = `${folder}/${index + 1}.${extension}`;
      const { error } = await bucket.upload(path, page.file, { contentType: page.file.type });
      if (error) throw error;
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

/** Saves the selected account presentations into the library; the database adds only those not saved yet. */
export async function addPresentations(uploadIds: string[]): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('add_slide_presentations', { p_upload_ids: uploadIds });
  if (error) raise(error);
  return data ?? 0;
}
