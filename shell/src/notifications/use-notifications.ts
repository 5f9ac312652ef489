import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { countUnseen, fetchNotifications, markSeen } from './notifications.resource';

/** Counts update without a reload: refetched every 30 s and when the window regains focus. */
const REFRESH_MS = 30_000;
const LIST_LIMIT = 50;

export function useNotifications() {
  const userId = useSession()?.userId;
  return useQuery({
    queryKey: ['notifications', userId, 'list'],
    queryFn: () => fetchNotifications(userId!, LIST_LIMIT),
    enabled: Boolean(userId),
    refetchInterval: REFRESH_MS,
  });
}

export function useUnseenNotificationCount() {
  const userId = useSession()?.userId;
  return useQuery({
    queryKey: ['notifications', userId, 'unseen'],
    queryFn: () => countUnseen(userId!),
    enabled: Boolean(userId),
    refetchInterval: REFRESH_MS,
  });
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markSeen(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
