import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageLayout, PageSpinner } from 'shared-ui';
import { NotificationList } from './notification-list';
import { useMarkNotificationsSeen, useNotifications } from './use-notifications';

export function NotificationsPage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const notifications = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const hasUnseen = notifications.data?.some((notification) => !notification.seen) ?? false;
  return (
    <PageLayout
      title={t('notifications.title')}
      actions={
        <Button disabled={!hasUnseen} onClick={() => markSeen.mutate(undefined)}>
          {t('notifications.markAllSeen')}
        </Button>
      }
    >
      {notifications.isPending ? (
        <PageSpinner label={tc('loading')} />
      ) : notifications.data?.length ? (
        <NotificationList notifications={notifications.data} onMarkSeen={(id) => markSeen.mutate([id])} />
      ) : (
        <EmptyState title={t('notifications.empty')} />
      )}
    </PageLayout>
  );
}
