import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  CardGrid,
  EmptyState,
  Link,
  PageLayout,
  PageSpinner,
  PersonalData,
  Tabs,
  useAvatarSrc,
} from 'shared-ui';
import { Breadcrumbs, CardText, CardTitle } from '../common/layout';
import { useVideoStatisticsUsers } from './use-video-statistics';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The roles a users row has (its check constraint); other values show as they are. */
const ROLES = ['THERAPIST', 'PATIENT', 'CLINIC_OWNER', 'ADMIN', 'SUPER_ADMIN'];

/** /video-archive/video/:id/statistic/by-users: a card per viewer (the base path redirects here). */
export function VideoStatisticsPage() {
  const { t } = useTranslation('mf-content');
  const { id = '' } = useParams();
  const statistics = useVideoStatisticsUsers(id);
  if (statistics.isPending) return <PageSpinner label={t('common.loading')} />;
  // Spec 002 §8: a failed statistics fetch ends loading and the empty state shows.
  const users = statistics.data?.users ?? [];
  const name = statistics.data?.videoName ?? t('videoArchive.title');
  return (
    <PageLayout
      title={name}
      subtitle={
        <Breadcrumbs
          label={t('common.breadcrumbs')}
          items={[{ label: t('videoArchive.title'), to: '/video-archive' }, { label: name }]}
        />
      }
    >
      <Tabs
        label={t('videoArchive.statistics')}
        value="by-users"
        items={[
          { value: 'dashboard', label: t('videoArchive.dashboard'), content: null, disabled: true },
          {
            value: 'by-users',
            label: t('videoArchive.byUsers'),
            content:
              users.length === 0 ? (
                <EmptyState title={t('videoArchive.noStatistics')} />
              ) : (
                <CardGrid aria-label={t('videoArchive.byUsers')}>
                  {users.map((user) => (
                    <Card key={user.userId}>
                      <PersonalData>
                        <Person>
                          <UserAvatar user={user} />
                          <div>
                            <CardTitle>
                              <Link to={`/video-archive/video/${id}/statistic/user/${user.userId}`}>
                                {`${user.firstName} ${user.lastName}`.trim()}
                              </Link>
                            </CardTitle>
                            {user.role && (
                              <CardText data-testid="statistics-user-role">
                                {ROLES.includes(user.role) ? t(`videoArchive.roles.${user.role}`) : user.role}
                              </CardText>
                            )}
                          </div>
                        </Person>
                        <CardText>{t('videoArchive.totalViews', { count: user.totalViews })}</CardText>
                      </PersonalData>
                    </Card>
                  ))}
                </CardGrid>
              ),
          },
        ]}
      />
    </PageLayout>
  );
}

/**
 * A viewer's picture (spec 002: user cards show the avatar): the avatars bucket is private, so a signed URL made
 * with the therapist's session; the initials until it is signed or when there is none.
 */
function UserAvatar({ user }: { user: { firstName: string; lastName: string; avatarUrl: string | null } }) {
  const src = useAvatarSrc(user.avatarUrl);
  return (
    <Avatar aria-hidden="true" data-testid="statistics-user-avatar">
      {src ? <img src={src} alt="" /> : `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
