// create-journal-record-pdf (spec 001 §7 createJournalRecordPDF): POST
// {data: {journalRecordDataForFile: {journalRecordId}}} with the caller's bearer token
// → {data: {sourceURL, countPages, path}}.
//
// Security (docs/SECURITY.md, class 1): the caller is checked first — the texts are read AS the caller through
// read_journal_records_for_export, which checks the clinic and the caller's access to the patient and writes
// the export to access_log; only then is anything touched with the service role. The file's path is derived
// here from the record's own clinic and author (<clinic>/<author>/<record>.pdf), never read from pdf_url (which
// users cannot write either); the PDF is rendered afresh on every call (a record's text can change) and
// stored over the old one, so there is no existence check whose answer depends on a path a caller chose.
import { clientsFor, readForExport, renderPdf, storeAndSign } from './journal-pdf.ts';
import { failure, json, preflight } from '../_shared/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  let id = '';
  try {
    const body = await req.json();
    id = String(body?.data?.journalRecordDataForFile?.journalRecordId ?? '');
  } catch {
    return failure(400, 'invalid_input', 'Body must be JSON');
  }
  if (!UUID.test(id)) return failure(400, 'invalid_input', 'journalRecordId (uuid) is required');
  const c = await clientsFor(req);
  if (c instanceof Response) return c;

  const rows = await readForExport(c, [id]);
  if (rows instanceof Response) return rows;
  const meta = await c.admin.from('journal_records').select('created_by, clinic_id').eq('id', id).single();
  if (meta.error || !meta.data || meta.data.clinic_id !== c.clinicId) {
    return failure(404, 'journal_record_not_found', 'Error occurred while creating PDF.');
  }

  const { bytes, pages } = renderPdf(rows);
  // A record whose author is gone is kept in the exporting therapist's own folder.
  const path = `${meta.data.clinic_id}/${meta.data.created_by ?? c.callerId}/${id}.pdf`;
  const signed = await storeAndSign(c, path, bytes);
  if (signed instanceof Response) return signed;
  const saved = await c.admin.from('journal_records').update({ pdf_url: path }).eq('id', id);
  if (saved.error) return failure(500, 'pdf_failed', 'Error during create pdf');
  return json({ data: { sourceURL: signed.sourceURL, countPages: pages, path } });
});
