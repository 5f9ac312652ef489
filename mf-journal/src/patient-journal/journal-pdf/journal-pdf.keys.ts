/** Query keys of the journal PDFs (first element the remote's name). */
export const journalPdfKeys = {
  all: ['mf-journal', 'journal-pdf'] as const,
  record: (recordId: string) => [...journalPdfKeys.all, 'record', recordId] as const,
};
