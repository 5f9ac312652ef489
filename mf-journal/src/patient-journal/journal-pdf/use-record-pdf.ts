import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage, useSingleFlightMutation } from 'shared-ui';
import { patientJournalKeys } from '../../common/patient-journal.keys';
import { withNotFound } from 'supabase-client';
import { journalPdfKeys } from './journal-pdf.keys';
import { createRecordPdf } from './journal-pdf.resource';

/** 'Create PDF' on a card: the record's PDF is made and kept as its pdfUrl. */
export function useCreateRecordPdf(journalId: string) {
  const client = useQueryClient();
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  return useSingleFlightMutation({
    mutationFn: createRecordPdf,
    onSuccess: () => {
      toast.success(t('journal.pdf.created'));
      void client.invalidateQueries({ queryKey: patientJournalKeys.records(journalId) });
    },
    onError: (error) => toast.error(errorText(error, 'journal.pdf.failed')),
  });
}

/**
 * /journal/:id/pdf: a fresh short-lived signed URL of the record's PDF (made first if it has none). Not
 * cached: the URL expires, and every export is logged.
 */
export function useRecordPdf(recordId: string) {
  return withNotFound(
    useQuery({
      queryKey: journalPdfKeys.record(recordId),
      queryFn: () => createRecordPdf(recordId),
      enabled: Boolean(recordId),
      gcTime: 0,
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
  );
}
