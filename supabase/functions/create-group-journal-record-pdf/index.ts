// create-group-journal-record-pdf (spec 001 §7 createGroupJournalRecordPDF): POST
// {data: {journalRecordsDataForFile: {journalRecordIds}}} with the caller's bearer token → {data: {sourceURL, countPages, path}}. One PDF of the chosen records
// (oldest first), in the caller's own folder of the private bucket; the group flow deletes it on close.
// The caller is checked first: every record is read as the caller through read_journal_records_for_export
// (clinic and access to the patient checked, each export logged); the path comes from the verified caller.
import { clientsFor, readForExport, renderPdf, storeAndSign } from '../create-journal-record-pdf/journal-pdf.ts';
import { failure, json, preflight } from '../_shared/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_RECORDS = 500;

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  let ids: string[] = [];
  try {
    const body = await req.json();
    const raw = body?.data?.journalRecordsDataForFile?.journalRecordIds;
    ids = Array.isArray(raw) ? [...new Set(raw.map(String))] : [];
  } catch {
    return failure(400, 'invalid_input', 'Body must be JSON');
  }
  if (ids.length === 0 || ids.length > MAX_RECORDS || !ids.every((id) => UUID.test(id))) {
    return failure(400, 'invalid_input', `journalRecordIds: 1 to ${MAX_RECORDS} uuids`);
  }
  const c = await clientsFor(req);
  if (c instanceof Response) return c;
  const rows = await readForExport(c, ids);
  if (rows instanceof Response) return rows;
  const { bytes, pages } = renderPdf(rows);
  const path = `${c.clinicId}/${c.callerId}/group-${crypto.randomUUID()}.pdf`;
  const signed = await storeAndSign(c, path, bytes);
  if (signed instanceof Response) return signed;
  return json({ data: { sourceURL: signed.sourceURL, countPages: pages, path } });
});
