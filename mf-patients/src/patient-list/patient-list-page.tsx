import { Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CardGrid,
  EmptyState,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  Switch,
  TextField,
  useSession,
} from 'shared-ui';
import { ConfirmModal } from '../common/confirm-modal';
import {
  bookAppointmentUrl,
  groupByCategory,
  normaliseSearch,
  type PatientCard,
} from '../common/patient-card.rules';
import { useFinishTreatment, useOwnPatients } from '../common/use-patient-cards';
import { OwnPatientCard } from './own-patient-card';
import { ShareAccessModal } from './share-access-modal';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > :first-child {
    flex: 1 1 280px;
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.heading};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** /dashboard/patients: my patients as cards in their three sections, searchable (spec 001 §2). */
export function PatientListPage() {
  const { t } = useTranslation('mf-patients');
  const navigate = useNavigate();
  const userId = useSession()?.userId;
  const [search, setSearch] = useState('');
  const [includeFinished, setIncludeFinished] = useState(false);
  const query = normaliseSearch(search);
  const list = useOwnPatients(query, includeFinished);
  const finish = useFinishTreatment();
  const [finishing, setFinishing] = useState<PatientCard | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);

  const { cards, total } = list;
  const sharingCard = cards.find((card) => card.id === sharing) ?? null;

  // Stable callbacks: the memoised cards re-render only when their own data changes.
  const onBook = useCallback((card: PatientCard) => navigate(bookAppointmentUrl(card.id)), [navigate]);
  const onShare = useCallback((card: PatientCard) => setSharing(card.id), []);
  const onFinish = useCallback((card: PatientCard) => setFinishing(card), []);

  let content;
  if (list.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (list.isError) content = <ErrorPanel title={t('patients.loadError')} onRetry={list.refetch} />;
  else if (cards.length === 0) content = <EmptyState icon={Users} title={t('patients.empty')} />;
  else
    content = groupByCategory(cards).map((group) => (
      <Section key={group.category} aria-labelledby={`section-${group.category}`}>
        <h2 id={`section-${group.category}`}>{t(`patients.category.${group.category}`)}</h2>
        <CardGrid $minWidth="300px">
          {group.cards.map((card) => (
            <OwnPatientCard
              key={card.id}
              card={card}
              userId={userId}
              onBook={onBook}
              onShare={onShare}
              onFinish={onFinish}
            />
          ))}
        </CardGrid>
      </Section>
    ));

  return (
    <PageLayout
      title={t('patients.title')}
      subtitle={total !== undefined ? t('patients.subtitleOwn', { count: total }) : undefined}
      actions={<Button onClick={() => navigate('/patient/invite')}>{t('invite.title')}</Button>}
    >
      <Toolbar>
        <TextField
          label={t('patients.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('patients.searchPlaceholder')}
        />
        <Switch
          label={t('patients.showFinished')}
          checked={includeFinished}
          onCheckedChange={setIncludeFinished}
        />
      </Toolbar>
      {content}
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
          {t('patients.loadMore')}
        </Button>
      )}
      <ShareAccessModal card={sharingCard} onClose={() => setSharing(null)} />
      <ConfirmModal
        open={Boolean(finishing)}
        question={t('patients.finishConfirm')}
        busy={finish.isPending}
        onCancel={() => setFinishing(null)}
        onConfirm={() => finish.mutate(finishing!.id, { onSettled: () => setFinishing(null) })}
      />
    </PageLayout>
  );
}
