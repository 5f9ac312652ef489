import { getDataClient, raise, notAllowed } from 'supabase-client';

export interface Presentation {
  id: string;
  name: string;
  /** The source's id ('local:<upload id>' for the local provider): tells which account items are saved. */
  googleSlideId: string;
  isUploadByAdmin: boolean;
  createdById: string | null;
}

export interface SlidePage {
  pageNumber: number;
  notes: string | null;
  imageUrl: string | null;
}

/** The clinic's presentations (RLS: staff of the clinic), by name. */
export async function fetchPresentations(clinicId: string): Promise<Presentation[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('presentations')
    .select('id, name, google_slide_id, is_upload_by_admin, created_by_id')
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data.map((row) => ({
    id: row.id,
    name: row.name,
    googleSlideId: row.google_slide_id,
    isUploadByAdmin: row.is_upload_by_admin,
    createdById: row.created_by_id,
  }));
}

/** The pages of one presentation in order, with their speaker notes. */
export async function fetchSlidePages(presentationId: string): Promise<SlidePage[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('slides')
    .select('page_number, notes, thumbnail_url')
    .eq('presentation_id', presentationId)
    .order('page_number');
  if (error) raise(error);
  // Uploaded pages are stored as paths in the private slide-uploads bucket: sign them for an hour.
  const paths = data
    .map((row) => row.thumbnail_url)
    .filter((url): url is string => !!url && !/^https?:/.test(url));
  const signed = new Map<string, string>();
  if (paths.length > 0) {
    const result = await (await supabase.bucket('slide-uploads')).createSignedUrls(paths, 3600);
    if (result.error) raise(result.error);
    for (const item of result.data) if (item.path && item.signedUrl) signed.set(item.path, item.signedUrl);
  }
  return data.map((row) => ({
    pageNumber: row.page_number,
    notes: row.notes,
    imageUrl: row.thumbnail_url ? (signed.get(row.thumbnail_url) ?? row.thumbnail_url) : null,
  }));
}

/** Removes one of the user's own presentations (RLS: only its creator; its pages go with it). */
export async function deletePresentation(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('presentations').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}
