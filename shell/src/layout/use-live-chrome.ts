import { liveTopics, useRealtimeInvalidate, useSession } from 'shared-ui';
import { notificationKeys } from '../notifications/notifications.keys';
import { menuBadgeKeys } from '../menu-badges/menu-badges.keys';

/**
 * What the chrome shows — the side menu badges, the bell's count and list, and /notifications inside the
 * chrome — kept live by Realtime topics joined once here, instead of each widget polling: my notifications
 * and my clinic's role notifications (list and counts) and my appointments (payments and waiting-room counts).
 */
export function useLiveChrome(enabled: boolean): void {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  const role = session?.role ?? '';
  const live = enabled && Boolean(userId);
  useRealtimeInvalidate({
    topic: [liveTopics.user(userId), liveTopics.role(clinicId, role)],
    queryKeys: [notificationKeys.user(userId), menuBadgeKeys.counts(userId)],
    enabled: live && Boolean(clinicId && role),
  });
  useRealtimeInvalidate({
    topic: liveTopics.therapist(clinicId, userId),
    tables: ['appointments'],
    queryKey: menuBadgeKeys.counts(userId),
    enabled: live && Boolean(clinicId),
  });
}
