import { useQuery } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { menuBadgeKeys } from './menu-badges.keys';
import { fetchMenuBadges, type MenuBadgeCounts } from './menu-badges.resource';

/**
 * One query for every count the chrome shows (side menu badges and the bell). No polling: useLiveChrome
 * invalidates it when the signed-in user's appointments or notifications change.
 */
export function useMenuBadgeCounts<T = MenuBadgeCounts>(select?: (counts: MenuBadgeCounts) => T) {
  const userId = useSession()?.userId;
  return useQuery({
    queryKey: menuBadgeKeys.counts(userId ?? ''),
    queryFn: fetchMenuBadges,
    enabled: Boolean(userId),
    select,
  });
}

export interface MenuBadges {
  payments: number;
  waitingRoom: number;
  notifications: number;
}

export function useMenuBadges(): MenuBadges {
  const counts = useMenuBadgeCounts().data;
  return {
    payments: counts?.pendingPayments ?? 0,
    waitingRoom: counts?.patientsOnline ?? 0,
    notifications: counts?.unseenNotifications ?? 0,
  };
}
