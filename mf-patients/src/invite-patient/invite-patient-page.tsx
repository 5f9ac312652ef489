import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function InvitePatientPage() {
  const { t } = useTranslation('mf-patients');
  return <PageLayout title={t('invite.title')} />;
}
