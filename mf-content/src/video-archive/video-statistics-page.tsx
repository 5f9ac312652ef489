import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
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
  PersonAvatar,
} from 'shared-ui';
import { Breadcrumbs, CardText, CardTitle } from '../common/layout';
import { useVideoStatisticsUsers } from './use-video-statistics';

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
  if (statistics.notFound) return <Navigate to="/not-found" replace />;
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
                          <PersonAvatar testId="statistics-user-avatar" person={user} />
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
