import { getDataClient, raise } from 'supabase-client';

export interface VideoCard {
  id: string;
  name: string | null;
  description: string | null;
  isDraft: boolean;
  createdBy: string | null;
  /** The recording's object name in the content-videos bucket (null for a draft without a recording). */
  recordingPath: string | null;
}

/** The columns of a card, as the videos table names them. */
export interface VideoCardRow {
  id: string;
  name: string | null;
  description: string | null;
  is_draft: boolean;
  created_by: string | null;
  q_video_id: string | null;
}

export const toVideoCard = (row: VideoCardRow): VideoCard => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isDraft: row.is_draft,
  createdBy: row.created_by,
  recordingPath: row.q_video_id,
});

/** The clinic's videos, newest first; drafts only the creator's own (a draft is a recording in progress). */
export async function fetchVideos(clinicId: string, userId: string): Promise<VideoCard[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('videos')
    .select('id, name, description, is_draft, created_by, q_video_id')
    .eq('clinic_id', clinicId)
    .or(`is_draft.eq.false,created_by.eq.${userId}`)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toVideoCard);
}
