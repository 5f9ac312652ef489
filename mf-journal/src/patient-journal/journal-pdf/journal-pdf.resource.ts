import { ApiError, callFunction, getDataClient, raise } from 'supabase-client';
import { JOURNAL_PDF_BUCKET } from '../../common/journal.resource';
import type { GeneratedPdf } from './pdf-flow';

/**
 * The PDF edge functions (spec 001 §7): they read the texts through the access-logged export function as the
 * caller, render with jspdf, store the file in the private journal-pdfs bucket and answer a short-lived
 * signed URL.
 */
interface PdfReply {
  data?: { sourceURL: string; countPages: number; path: string };
}

async function invoke(name: string, body: Record<string, unknown>): Promise<GeneratedPdf> {
  const reply = await callFunction<PdfReply>(name, { body });
  if (!reply?.data) throw new ApiError('Error occurred while creating PDF.', 'pdf_failed', null);
  return reply.data;
}

/** One record's PDF: made (or the stored one signed again) and kept as the record's pdfUrl. */
export function createRecordPdf(journalRecordId: string): Promise<GeneratedPdf> {
  return invoke('create-journal-record-pdf', { data: { journalRecordDataForFile: { journalRecordId } } });
}

/** Several records in one PDF (the group flow); the file is deleted when the flow closes. */
export function createGroupPdf(journalRecordIds: string[]): Promise<GeneratedPdf> {
  return invoke('create-group-journal-record-pdf', {
    data: { journalRecordsDataForFile: { journalRecordIds } },
  });
}

export async function deleteGeneratedPdf(path: string): Promise<void> {
  const pdfs = await (await getDataClient()).bucket(JOURNAL_PDF_BUCKET);
  const { error } = await pdfs.remove([path]);
  if (error) raise(error);
}
