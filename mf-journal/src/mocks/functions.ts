import { http, HttpResponse } from 'msw';
import { db } from './db';

/**
 * The PDF edge functions and the journal-pdfs bucket as the app meets them: a signed URL, the page count
 * and the storage path. `pdfCalls` records the requests (tests assert what was exported).
 */
export const pdfCalls: { fn: string; ids: string[] }[] = [];
export const removedPdfs: string[] = [];

export const journalFunctionHandlers = [
  http.post('*/functions/v1/create-journal-record-pdf', async ({ request }) => {
    const body = (await request.json()) as {
      data: { journalRecordDataForFile: { journalRecordId: string } };
    };
    const recordId = body.data.journalRecordDataForFile.journalRecordId;
    pdfCalls.push({ fn: 'create-journal-record-pdf', ids: [recordId] });
    const path = `c/u/${recordId}.pdf`;
    db.update('journal_records', (r) => r.id === recordId, { pdf_url: path });
    return HttpResponse.json({
      data: { sourceURL: `https://storage.test/${path}?token=t`, countPages: 1, path },
    });
  }),
  http.post('*/functions/v1/create-group-journal-record-pdf', async ({ request }) => {
    const body = (await request.json()) as {
      data: { journalRecordsDataForFile: { journalRecordIds: string[] } };
    };
    const ids = body.data.journalRecordsDataForFile.journalRecordIds;
    pdfCalls.push({ fn: 'create-group-journal-record-pdf', ids });
    const path = `c/u/group-${ids.length}.pdf`;
    return HttpResponse.json({
      data: { sourceURL: `https://storage.test/${path}?token=t`, countPages: ids.length, path },
    });
  }),
  http.delete('*/storage/v1/object/journal-pdfs', async ({ request }) => {
    const body = (await request.json()) as { prefixes: string[] };
    removedPdfs.push(...body.prefixes);
    return HttpResponse.json(body.prefixes.map((name) => ({ name })));
  }),
];
