import { useRealtimeInvalidate, useSession } from 'shared-ui';
import { notificationKeys } from '../notifications/notifications.keys';
import { menuBadgeKeys } from './menu-badges.keys';

/**
 * What the chrome shows — the side menu badges, the bell's count and list, and /notifications inside the
 * chrome — kept live by Realtime channels opened once here, instead of each widget polling: my notifications
 * and my clinic's role notifications (list and counts) and my appointments (payments and waiting-room counts).
 */
export function useLiveChrome(enabled: boolean): void {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  const live = enabled && Boolean(userId);
  useRealtimeInvalidate({
    table: 'notifications',
    filter: `receiver_id=eq.${userId}`,
    queryKeys: [notificationKeys.user(userId), menuBadgeKeys.counts(userId)],
    enabled: live,
  });
  // Notifications addressed to my role in my clinic (receiver_id null): Realtime filters have no `is null`,
  // so the clinic's channel; RLS delivers only the rows I may read (mine and my role's).
  useRealtimeInvalidate({
    table: 'notifications',
    filter: `clinic_id=eq.${clinicId}`,
    queryKeys: [notificationKeys.user(userId), menuBadgeKeys.counts(userId)],
    enabled: live && Boolean(clinicId),
  });
  useRealtimeInvalidate({
    table: 'appointments',
    filter: `therapist_user_id=eq.${userId}`,
    queryKey: menuBadgeKeys.counts(userId),
    enabled: live,
  });
}
