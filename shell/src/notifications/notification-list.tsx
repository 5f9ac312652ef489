import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Link, List, ListItem, currentLanguage, useDateLocale } from 'shared-ui';
import type { AppNotification } from './notifications.resource';
import { formatRelativeTime } from './relative-time';

const Rows = styled(List)<{ $flush: boolean }>`
  ${({ $flush }) => ($flush ? 'border: 0; border-radius: 0;' : '')}
`;

const Row = styled(ListItem)<{ $seen: boolean }>`
  align-items: center;
  background: ${({ theme, $seen }) => ($seen ? theme.colors.surface : theme.colors.status.info.background)};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Unread: a dot (not colour alone: the row's weight and the 'Mark as seen' action say it too). */
const Marker = styled.span<{ $seen: boolean }>`
  flex-shrink: 0;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $seen }) => ($seen ? 'transparent' : theme.colors.primary)};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Text = styled.span<{ $seen: boolean }>`
  font-weight: ${({ $seen }) => ($seen ? 400 : 600)};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    font-weight: inherit;
  }
`;

/** An unseen notice without a link: a click on its text marks it seen (spec 000: unseen becomes seen on click). */
const SeenOnClick = styled.button`
  all: unset;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface NotificationListProps {
  notifications: AppNotification[];
  onMarkSeen: (id: string) => void;
  onNavigate?: () => void;
  /** In the bell's dropdown: no card border of its own. */
  flush?: boolean;
}

/** Shared by the bell's dropdown and the /notifications page. */
export function NotificationList({
  notifications,
  onMarkSeen,
  onNavigate,
  flush = false,
}: NotificationListProps) {
  const { t } = useTranslation('shell');
  const locale = useDateLocale();
  const language = currentLanguage() === 'en' ? 'EN' : 'NO';
  const now = new Date();
  return (
    <Rows $flush={flush}>
      {notifications.map((notification) => {
        const text = notification.text[language];
        return (
          <Row key={notification.id} $seen={notification.seen} data-seen={notification.seen}>
            <Marker $seen={notification.seen} aria-hidden="true" />
            <Body>
              <Text $seen={notification.seen}>
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
                ) : notification.seen ? (
                  text
                ) : (
                  <SeenOnClick type="button" onClick={() => onMarkSeen(notification.id)}>
                    {text}
                  </SeenOnClick>
                )}
              </Text>
              <Time dateTime={notification.created_at}>
                {formatRelativeTime(new Date(notification.created_at), now, locale)}
              </Time>
            </Body>
            {!notification.seen && (
              <Button variant="ghost" onClick={() => onMarkSeen(notification.id)}>
                {t('notifications.markSeen')}
              </Button>
            )}
          </Row>
        );
      })}
    </Rows>
  );
}
