import { ApiError, getDataClient, raise, toPerson } from 'supabase-client';
import type { ViewingSession } from './video-statistics.rules';

/** A viewer's card on the 'By users' tab: no sessions, only the counts (a card never needs them). */
export interface StatisticsUserCard {
  userId: string;
  firstName: string;
  lastName: string;
  role: string | null;
  avatarUrl: string | null;
  totalViews: number;
}

export interface VideoStatisticsUsers {
  videoName: string;
  users: StatisticsUserCard[];
}

export interface UserStatistics {
  videoName: string;
  userId: string;
  firstName: string;
  lastName: string;
  sessions: ViewingSession[];
  lastSession: ViewingSession | null;
  videoDuration: number | null;
  firstViewDate: string | null;
  viewsByDate: Record<string, number>;
  completedViews: number;
  uncompletedViews: number;
}

type UserEmbed = {
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  avatar_url: string | null;
} | null;

/** The viewer's name and picture (supabase-client's one mapping of a users row); '' for a row not readable. */
function viewerOf(user: UserEmbed) {
  const { firstName, lastName, avatarUrl } = toPerson(user ?? { first_name: null, last_name: null });
  return { firstName, lastName, avatarUrl };
}

/** 'By users': the video's name and a card per viewer (RLS: the clinic's staff read its statistics). */
export async function fetchVideoStatisticsUsers(videoId: string): Promise<VideoStatisticsUsers> {
  const supabase = await getDataClient();
  const [video, stats] = await Promise.all([
    supabase.from('videos').select('name').eq('id', videoId).maybeSingle(),
    supabase
      .from('video_statistics')
      .select(
        'user_id, total_completed_views_count, uncompleted_views_count, ' +
          'user:users!video_statistics_user_id_fkey(first_name, last_name, role, avatar_url)',
      )
      .eq('video_id', videoId)
      .order('user_id'),
  ]);
  if (video.error) raise(video.error);
  if (stats.error) raise(stats.error);
  // not there for this user: the same refusal as the database's (isNotFound)
  if (!video.data) throw new ApiError('Video not found', 'video_not_found', 'P0002', 404);
  type Row = {
    user_id: string;
    total_completed_views_count: number;
    uncompleted_views_count: number;
    user: UserEmbed;
  };
  return {
    videoName: video.data.name ?? '',
    users: (stats.data as unknown as Row[]).map((row) => ({
      userId: row.user_id,
      ...viewerOf(row.user),
      role: row.user?.role ?? null,
      totalViews: row.total_completed_views_count + row.uncompleted_views_count,
    })),
  };
}

/**
 * One viewer's statistics of one video in ONE request (the row, the viewer's name and the video's name
 * embedded): the page's first paint waits on nothing else. null when the viewer has no statistics.
 */
export async function fetchUserStatistics(videoId: string, userId: string): Promise<UserStatistics | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('video_statistics')
    .select(
      'user_id, sessions, last_session, video_duration, first_view_date, views_by_date, ' +
        'total_completed_views_count, uncompleted_views_count, ' +
        'user:users!video_statistics_user_id_fkey(first_name, last_name, role, avatar_url), ' +
        'video:videos!video_statistics_video_id_fkey(name)',
    )
    .eq('video_id', videoId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const row = data as unknown as {
    user_id: string;
    sessions: ViewingSession[] | null;
    last_session: ViewingSession | null;
    video_duration: number | string | null;
    first_view_date: string | null;
    views_by_date: Record<string, number> | null;
    total_completed_views_count: number;
    uncompleted_views_count: number;
    user: UserEmbed;
    video: { name: string | null } | null;
  };
  return {
    videoName: row.video?.name ?? '',
    userId: row.user_id,
    firstName: viewerOf(row.user).firstName,
    lastName: viewerOf(row.user).lastName,
    sessions: row.sessions ?? [],
    lastSession: row.last_session,
    videoDuration: row.video_duration === null ? null : Number(row.video_duration),
    firstViewDate: row.first_view_date,
    viewsByDate: row.views_by_date ?? {},
    completedViews: row.total_completed_views_count,
    uncompletedViews: row.uncompleted_views_count,
  };
}
