import { useState } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Popover } from 'shared-ui';
import { NotificationList } from './notification-list';
import { useMarkNotificationsSeen, useNotifications, useUnseenNotificationCount } from './use-notifications';
import type { AppNotification } from './notifications.resource';

/** Spec 000 §4/§9: notifications of auto-seen trigger type 5 become seen when the header shows them. */
export const HEADER_AUTO_SEEN_TRIGGER = 5;

export function autoSeenInHeader(notifications: AppNotification[]): string[] {
  return notifications
    .filter((n) => !n.seen && n.auto_seen_trigger_type === HEADER_AUTO_SEEN_TRIGGER)
    .map((n) => n.id);
}

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;

const Head = styled.div`
  /* the dropdown is as wide as the spec allows (440 px), not as narrow as its shortest text */
  width: min(420px, 90vw);
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The header bell: unseen count and a dropdown of at most 360 × 440 px (spec 000 §2.3). */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const unseen = useUnseenNotificationCount().data ?? 0;
  const notifications = useNotifications().data ?? [];
  const markSeen = useMarkNotificationsSeen();
  return (
    <Popover
      label={t('notifications.title')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        const autoSeen = next ? autoSeenInHeader(notifications) : [];
        if (autoSeen.length > 0) markSeen.mutate(autoSeen);
      }}
      trigger={
        <Button variant="ghost" aria-label={t('notifications.bell', { count: unseen })}>
          <Bell size={20} aria-hidden="true" />
          {unseen > 0 && <Badge aria-hidden="true">{Math.min(unseen, 9999)}</Badge>}
        </Button>
      }
    >
      <Head>
        <strong>{t('notifications.title')}</strong>
        <Button variant="ghost" disabled={unseen === 0} onClick={() => markSeen.mutate(undefined)}>
          {t('notifications.markAllSeen')}
        </Button>
      </Head>
      {notifications.length === 0 ? (
        <Empty>{t('notifications.empty')}</Empty>
      ) : (
        <NotificationList
          flush
          notifications={notifications}
          onMarkSeen={(id) => markSeen.mutate([id])}
          onNavigate={() => setOpen(false)}
        />
      )}
    </Popover>
  );
}
