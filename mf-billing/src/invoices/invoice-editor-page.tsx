import { useTranslation } from 'react-i18next';
import { PageLayout } from 'shared-ui';

export function InvoiceEditorPage() {
  const { t } = useTranslation('mf-billing');
  return <PageLayout title={t('invoiceEditor.title')} />;
}
