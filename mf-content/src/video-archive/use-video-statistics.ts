import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { videoStatisticsKeys } from './video-statistics.keys';
import { fetchUserStatistics, fetchVideoStatisticsUsers } from './video-statistics.resource';
import { withNotFound } from 'supabase-client';

const usersQuery = (videoId: string) =>
  queryOptions({
    queryKey: videoStatisticsKeys.users(videoId),
    queryFn: () => fetchVideoStatisticsUsers(videoId),
    enabled: Boolean(videoId),
  });

const userQuery = (videoId: string, userId: string) =>
  queryOptions({
    queryKey: videoStatisticsKeys.user(videoId, userId),
    queryFn: () => fetchUserStatistics(videoId, userId),
    enabled: Boolean(videoId && userId),
  });

/**
 * The route table's prefetch for 'By users': starts the read as soon as the URL is known (before the page's
 * code has arrived, see app.tsx). The page's hook then joins the read in flight.
 */
export function prefetchVideoStatisticsUsers(queryClient: QueryClient, videoId: string) {
  const options = usersQuery(videoId);
  if (options.enabled) void queryClient.prefetchQuery(options);
}

/** The route table's prefetch for the per-user page (see prefetchVideoStatisticsUsers). */
export function prefetchUserStatistics(queryClient: QueryClient, videoId: string, userId: string) {
  const options = userQuery(videoId, userId);
  if (options.enabled) void queryClient.prefetchQuery(options);
}

/**
 * Starts the read while the page renders rather than when it commits (where useQuery starts it). These pages
 * are lazily loaded routes: on a navigation inside the remote (no prefetch by the route table) the page may
 * still suspend, and React holds the first commit of a route that suspended back until 300 ms after its
 * fallback appeared (its Suspense reveal throttle): started at render, the answer is usually there by then.
 * Like react-query's usePrefetchQuery, it does nothing once the query has any state.
 */
function useReadDuringRender(
  options: { queryKey: readonly unknown[]; enabled?: unknown },
  start: () => void,
) {
  const queryClient = useQueryClient();
  if (options.enabled && !queryClient.getQueryState(options.queryKey)) start();
}

/** 'By users': the video's viewers as cards; `notFound` for a video that is not there for this user. */
export function useVideoStatisticsUsers(videoId: string) {
  const queryClient = useQueryClient();
  const options = usersQuery(videoId);
  useReadDuringRender(options, () => void queryClient.prefetchQuery(options));
  return withNotFound(useQuery(options));
}

/** One viewer's statistics of the video (per-user page). */
export function useUserStatistics(videoId: string, userId: string) {
  const queryClient = useQueryClient();
  const options = userQuery(videoId, userId);
  useReadDuringRender(options, () => void queryClient.prefetchQuery(options));
  return useQuery(options);
}
