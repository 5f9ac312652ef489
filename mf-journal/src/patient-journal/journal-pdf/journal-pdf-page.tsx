import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageLayout, Spinner } from 'shared-ui';
import { NoAccess } from '../../common/no-access';
import { PdfPreview } from './pdf-preview';
import { useRecordPdf } from './use-record-pdf';

/** /journal/:id/pdf: the record's PDF at the preview scale (a fresh short-lived signed URL). */
export function JournalPdfPage() {
  const { t } = useTranslation('mf-journal');
  const { id = '' } = useParams();
  const pdf = useRecordPdf(id);
  return (
    <PageLayout title={t('pdf.title')}>
      {pdf.isPending ? (
        <Spinner label={t('journal.loading')} />
      ) : pdf.isError ? (
        pdf.notFound ? (
          <NoAccess />
        ) : (
          <EmptyState role="alert" title={t('journal.pdf.failed')} />
        )
      ) : (
        <PdfPreview url={pdf.data.sourceURL} pages={pdf.data.countPages} />
      )}
    </PageLayout>
  );
}
