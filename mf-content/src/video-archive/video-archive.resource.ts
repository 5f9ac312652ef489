import { getSupabase } from 'supabase-client';
import { raise } from '../common/db-error';
import type { ViewingSession } from './video-statistics-rules';

export interface VideoCard {
  id: string;
  name: string | null;
  description: string | null;
  isDraft: boolean;
  createdBy: string | null;
  /** The recording's object name in the content-videos bucket (null for a draft without a recording). */
  recordingPath: string | null;
}

/** The clinic's videos, newest first; drafts only the creator's own (a draft is a recording in progress). */
export async function fetchVideos(clinicId: string, userId: string): Promise<VideoCard[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('videos')
    .select('id, name, description, is_draft, created_by, q_video_id')
    .eq('clinic_id', clinicId)
    .or(`is_draft.eq.false,created_by.eq.${userId}`)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isDraft: row.is_draft,
    createdBy: row.created_by,
    recordingPath: row.q_video_id,
  }));
}

export interface UserStatistics {
  userId: string;
  firstName: string;
  lastName: string;
  role: string | null;
  avatarUrl: string | null;
  sessions: ViewingSession[];
  lastSession: ViewingSession | null;
  videoDuration: number | null;
  firstViewDate: string | null;
  viewsByDate: Record<string, number>;
  viewsByDeviceType: Record<string, number>;
  completedViews: number;
  uncompletedViews: number;
}

export interface VideoStatistics {
  videoName: string;
  users: UserStatistics[];
}

/** A video's name and every viewer's statistics with the viewer's card (name, role, avatar). */
export async function fetchVideoStatistics(clinicId: string, videoId: string): Promise<VideoStatistics> {
  const supabase = await getSupabase();
  const [video, stats] = await Promise.all([
    supabase.from('videos').select('name').eq('id', videoId).maybeSingle(),
    supabase
      .from('video_statistics')
      .select(
        'user_id, sessions, last_session, video_duration, first_view_date, views_by_date, views_by_device_type, ' +
          'total_completed_views_count, uncompleted_views_count, ' +
          'user:users!video_statistics_user_id_fkey(first_name, last_name, role, avatar_url)',
      )
      .eq('clinic_id', clinicId)
      .eq('video_id', videoId),
  ]);
  if (video.error) raise(video.error);
  if (stats.error) raise(stats.error);
  if (!video.data) throw new Error('not_found');
  type Row = {
    user_id: string;
    sessions: ViewingSession[] | null;
    last_session: ViewingSession | null;
    video_duration: number | null;
    first_view_date: string | null;
    views_by_date: Record<string, number> | null;
    views_by_device_type: Record<string, number> | null;
    total_completed_views_count: number;
    uncompleted_views_count: number;
    user: {
      first_name: string | null;
      last_name: string | null;
      role: string | null;
      avatar_url: string | null;
    } | null;
  };
  return {
    videoName: video.data.name ?? '',
    users: (stats.data as unknown as Row[]).map((row) => ({
      userId: row.user_id,
      firstName: row.user?.first_name ?? '',
      lastName: row.user?.last_name ?? '',
      role: row.user?.role ?? null,
      avatarUrl: row.user?.avatar_url ?? null,
      sessions: row.sessions ?? [],
      lastSession: row.last_session,
      videoDuration: row.video_duration === null ? null : Number(row.video_duration),
      firstViewDate: row.first_view_date,
      viewsByDate: row.views_by_date ?? {},
      viewsByDeviceType: row.views_by_device_type ?? {},
      completedViews: row.total_completed_views_count,
      uncompletedViews: row.uncompleted_views_count,
    })),
  };
}
