import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { menuBadgeKeys } from '../menu-badges/menu-badges.keys';
import { useMenuBadgeCounts } from '../menu-badges/use-menu-badges';
import { notificationKeys } from './notifications.keys';
import { fetchNotifications, markSeen } from './notifications.resource';

const LIST_LIMIT = 50;

/** The list; kept live by useLiveChrome (Realtime), not by polling. */
export function useNotifications() {
  const userId = useSession()?.userId;
  return useQuery({
    queryKey: notificationKeys.list(userId ?? ''),
    queryFn: () => fetchNotifications(userId!, LIST_LIMIT),
    enabled: Boolean(userId),
  });
}

/** The bell's count: the same query as the side menu badges (one rule, in get_menu_badges). */
export function useUnseenNotificationCount() {
  return useMenuBadgeCounts((counts) => counts.unseenNotifications);
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useSingleFlightMutation({
    mutationFn: (ids?: string[]) => markSeen(ids),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: menuBadgeKeys.counts(userId) }),
      ]),
  });
}
