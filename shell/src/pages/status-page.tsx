import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout } from 'shared-ui';

/** The not-found and 403 pages: a message and a Back button. */
function StatusPage({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation('common');
  return (
    <PageLayout title={message}>
      <div>
        <Button variant="primary" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </div>
    </PageLayout>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return <StatusPage message={t('notFound')} onBack={() => navigate('/')} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return <StatusPage message={t('forbidden')} onBack={() => navigate(-1)} />;
}
