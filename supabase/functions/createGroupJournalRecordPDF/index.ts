// createGroupJournalRecordPDF (spec 001 §7): POST {data: {journalRecordsDataForFile: {journalRecordIds}}}
// with the caller's bearer token → {data: {sourceURL, countPages, path}}. One PDF of the chosen records
// (oldest first), in the caller's own folder of the private bucket; the group flow deletes it on close.
// The caller is checked first: every record is read as the caller through read_journal_records_for_export
// (clinic and access to the patient checked, each export logged); the path comes from the verified caller.
import { clientsFor, preflight, readForExport, renderPdf, reply, storeAndSign } from '../createJournalRecordPDF/journal-pdf.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_RECORDS = 500;

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return reply(405, { error: 'Method not allowed' });
  let ids: string[] = [];
  try {
    const body = await req.json();
    const raw = body?.data?.journalRecordsDataForFile?.journalRecordIds;
    ids = Array.isArray(raw) ? [...new Set(raw.map(String))] : [];
  } catch {
    return reply(400, { error: 'Body must be JSON' });
  }
  if (ids.length === 0 || ids.length > MAX_RECORDS || !ids.every((id) => UUID.test(id))) {
    return reply(400, { error: `journalRecordIds: 1 to ${MAX_RECORDS} uuids` });
  }
  const c = await clientsFor(req);
  if (c instanceof Response) return c;
  const rows = await readForExport(c, ids);
  if (rows instanceof Response) return rows;
  const { bytes, pages } = renderPdf(rows);
  const path = `${c.clinicId}/${c.callerId}/group-${crypto.randomUUID()}.pdf`;
  const signed = await storeAndSign(c, path, bytes);
  if (signed instanceof Response) return signed;
  return reply(200, { data: { sourceURL: signed.sourceURL, countPages: pages, path } });
});
