import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from 'shared-ui';

/** The not-found/no-access screen inside a journal page or parcel (the shell's /not-found wording). */
export function NoAccess() {
  const { t } = useTranslation('mf-journal');
  const navigate = useNavigate();
  return (
    <EmptyState
      role="alert"
      title={t('common:notFound')}
      action={
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('common:actions.back')}
        </Button>
      }
    />
  );
}
