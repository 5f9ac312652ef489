// createJournalRecordPDF (spec 001 §7): POST {data: {journalRecordDataForFile: {journalRecordId}}} with the
// caller's bearer token → {data: {sourceURL, countPages, path}}. The record's PDF is made once and kept as
// its pdf_url (in the author's folder, so the author can clear it); later calls sign the stored file again.
// Every call reads the text through the export function, so every export is in the access log.
import { clientsFor, preflight, readForExport, renderPdf, reply, sign, storeAndSign } from './journal-pdf.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return reply(405, { error: 'Method not allowed' });
  let id = '';
  try {
    const body = await req.json();
    id = String(body?.data?.journalRecordDataForFile?.journalRecordId ?? '');
  } catch {
    return reply(400, { error: 'Body must be JSON' });
  }
  if (!UUID.test(id)) return reply(400, { error: 'journalRecordId (uuid) is required' });
  const c = await clientsFor(req);
  if (c instanceof Response) return c;

  const rows = await readForExport(c, [id]);
  if (rows instanceof Response) return rows;
  const meta = await c.admin.from('journal_records').select('pdf_url, created_by, clinic_id').eq('id', id).single();
  if (meta.error || !meta.data) return reply(404, { error: 'Error occurred while creating PDF.' });

  const { bytes, pages } = renderPdf(rows);
  const stored = meta.data.pdf_url as string | null;
  if (stored) {
    const exists = await c.admin.storage.from('journal-pdfs').list(stored.split('/').slice(0, -1).join('/'), {
      search: stored.split('/').pop(),
    });
    if (!exists.error && (exists.data ?? []).length > 0) {
      const signed = await sign(c, stored);
      if (signed instanceof Response) return signed;
      return reply(200, { data: { sourceURL: signed.sourceURL, countPages: pages, path: stored } });
    }
  }
  const path = `${meta.data.clinic_id}/${meta.data.created_by ?? c.callerId}/${id}.pdf`;
  const signed = await storeAndSign(c, path, bytes);
  if (signed instanceof Response) return signed;
  const saved = await c.admin.from('journal_records').update({ pdf_url: path }).eq('id', id);
  if (saved.error) return reply(500, { error: 'Error during create pdf' });
  return reply(200, { data: { sourceURL: signed.sourceURL, countPages: pages, path } });
});
