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

const Avatar = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
`;

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
                        <UserAvatar value={user.avatarUrl} />
                        <CardTitle>
                          <Link to={`/video-archive/video/${id}/statistic/user/${user.userId}`}>
                            {`${user.firstName} ${user.lastName}`.trim()}
                          </Link>
                        </CardTitle>
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

/** A viewer's picture: the avatars bucket is private, so a signed URL made with the therapist's session. */
function UserAvatar({ value }: { value: string | null }) {
  const src = useAvatarSrc(value);
  return src ? <Avatar src={src} alt="" /> : null;
}
