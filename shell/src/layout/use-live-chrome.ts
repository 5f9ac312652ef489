import { useRealtimeInvalidate, useSession } from 'shared-ui';
import { notificationKeys } from '../notifications/notifications.keys';
import { menuBadgeKeys } from './menu-badges.keys';

/**
 * What the chrome shows — the side menu badges, the bell's count and list, and /notifications inside the
 * chrome — kept live by two Realtime channels opened once here, instead of each widget polling: my
 * notifications (list and counts) and my appointments (payments and waiting-room counts).
 */
export function useLiveChrome(enabled: boolean): void {
  const userId = useSession()?.userId ?? '';
  const live = enabled && Boolean(userId);
  useRealtimeInvalidate({
    table: 'notifications',
    filter: `receiver_id=eq.${userId}`,
    queryKeys: [notificationKeys.user(userId), menuBadgeKeys.counts(userId)],
    enabled: live,
  });
  useRealtimeInvalidate({
    table: 'appointments',
    filter: `therapist_user_id=eq.${userId}`,
    queryKey: menuBadgeKeys.counts(userId),
    enabled: live,
  });
}
