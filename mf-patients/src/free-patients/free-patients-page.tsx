import { UserSearch } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, CardGrid, EmptyState, ErrorPanel, PageLayout, PageSpinner, TextField } from 'shared-ui';
import { PatientCardView } from '../common/patient-card';
import { bookAppointmentUrl, normaliseSearch } from '../common/patient-card.rules';
import { useFreePatients } from '../common/use-patient-cards';

const Toolbar = styled.div`
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** /free-patients: the clinic's patients without an active appointment, each with Book (spec 001 §2, §4). */
export function FreePatientsPage() {
  const { t } = useTranslation('mf-patients');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = normaliseSearch(useDeferredValue(search));
  const list = useFreePatients(query);
  const cards = useMemo(() => list.data?.pages.flatMap((page) => page.cards) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  let content;
  if (list.isPending) content = <PageSpinner label={t('common.loading')} />;
  else if (list.isError)
    content = <ErrorPanel title={t('patients.loadError')} onRetry={() => void list.refetch()} />;
  else if (cards.length === 0) content = <EmptyState icon={UserSearch} title={t('freePatients.empty')} />;
  else
    content = (
      <CardGrid $minWidth="300px">
        {cards.map((card) => (
          <PatientCardView
            key={card.id}
            card={card}
            actions={
              <Button variant="secondary" onClick={() => navigate(bookAppointmentUrl(card.id))}>
                {t('freePatients.book')}
              </Button>
            }
          />
        ))}
      </CardGrid>
    );

  return (
    <PageLayout
      title={t('freePatients.title')}
      subtitle={list.data ? t('patients.subtitleAll', { count: total }) : undefined}
    >
      <Toolbar>
        <TextField
          label={t('patients.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('patients.searchPlaceholder')}
        />
      </Toolbar>
      {content}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('patients.loadMore')}
        </Button>
      )}
    </PageLayout>
  );
}
