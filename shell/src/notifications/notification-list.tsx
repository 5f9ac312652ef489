import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, currentLanguage, useDateLocale } from 'shared-ui';
import type { AppNotification } from './notifications.resource';
import { formatRelativeTime } from './relative-time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $seen: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $seen }) => ($seen ? 'transparent' : theme.colors.background)};
  font-weight: ${({ $seen }) => ($seen ? 400 : 600)};
`;

const Time = styled.time`
  display: block;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface NotificationListProps {
  notifications: AppNotification[];
  onMarkSeen: (id: string) => void;
  onNavigate?: () => void;
}

/** Shared by the bell's dropdown and the /notifications page. */
export function NotificationList({ notifications, onMarkSeen, onNavigate }: NotificationListProps) {
  const { t } = useTranslation('shell');
  const locale = useDateLocale();
  const language = currentLanguage() === 'en' ? 'EN' : 'NO';
  const now = new Date();
  return (
    <List>
      {notifications.map((notification) => {
        const text = notification.text[language];
        return (
          <Item key={notification.id} $seen={notification.seen}>
            <div>
              {notification.patientId ? (
                <Link
                  to={`/patients/${notification.patientId}`}
                  onClick={() => {
                    if (!notification.seen) onMarkSeen(notification.id);
                    onNavigate?.();
                  }}
                >
                  {text}
                </Link>
              ) : (
                text
              )}
              <Time dateTime={notification.created_at}>
                {formatRelativeTime(new Date(notification.created_at), now, locale)}
              </Time>
            </div>
            {!notification.seen && (
              <Button variant="ghost" onClick={() => onMarkSeen(notification.id)}>
                {t('notifications.markSeen')}
              </Button>
            )}
          </Item>
        );
      })}
    </List>
  );
}
