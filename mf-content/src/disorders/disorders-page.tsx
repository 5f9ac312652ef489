import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageLayout } from 'shared-ui';
import { CatalogueCards } from '../common/catalogue-cards';
import { useDisorders, useRemoveDisorder } from '../common/use-disorders';

export function DisordersPage() {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const disorders = useDisorders();
  const remove = useRemoveDisorder();

  return (
    <PageLayout
      title={t('disorders.title')}
      actions={
        <Button variant="primary" onClick={() => navigate('/disorder/create')}>
          {t('disorders.add')}
        </Button>
      }
    >
      <CatalogueCards
        section="disorders"
        list={disorders}
        remove={remove}
        editPath={(disorder) => `/disorder/${disorder.id}/edit`}
      />
    </PageLayout>
  );
}
