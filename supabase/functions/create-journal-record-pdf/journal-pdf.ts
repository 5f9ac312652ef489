// Journal PDFs (spec 001 §7, ARCHITECTURE §4): the texts are read as the caller through
// read_journal_records_for_export (access checked, every record's export written to access_log), laid out
// with jspdf, stored in the private journal-pdfs bucket and answered as a short-lived signed URL.
// jspdf's standard fonts use WinAnsi encoding, which covers æ ø å Æ Ø Å (tested with pdftotext).
import { jsPDF } from 'npm:jspdf@4.2.1';
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { failure } from '../_shared/http.ts';

export const BUCKET = 'journal-pdfs';
/** Signed URLs live 5 minutes: long enough to open the viewer, short enough not to leak. */
export const SIGNED_URL_SECONDS = 300;

export interface ExportRow {
  id: string;
  text: string | null;
  appointment_snapshot: { title?: string; appointmentDate?: string; duration?: number } | null;
  created_at: string;
  author_name: string | null;
  patient_name: string;
  clinic_name: string;
}

export interface Clients {
  asCaller: SupabaseClient;
  admin: SupabaseClient;
  callerId: string;
  clinicId: string;
}

/** The caller's client (their JWT: RLS and the export function's checks apply) and the service client. */
export async function clientsFor(req: Request): Promise<Clients | Response> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  if (!token) return failure(401, 'not_signed_in', 'Missing bearer token');
  const url = Deno.env.get('SUPABASE_URL')!;
  const anonKey = Deno.env.get('SUPABASE_ANON_KEY')!;
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await admin.auth.getUser(token);
  if (error || !data.user) return failure(401, 'not_signed_in', 'Invalid or expired session');
  const clinicId = String(data.user.app_metadata?.clinic_id ?? '');
  if (!clinicId) return failure(403, 'not_allowed', 'No clinic');
  const asCaller = createClient(url, anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return { asCaller, admin, callerId: data.user.id, clinicId };
}

/** Reads the records for export as the caller (logged); null with the refusal when not allowed. */
export async function readForExport(c: Clients, ids: string[]): Promise<ExportRow[] | Response> {
  const { data, error } = await c.asCaller.rpc('read_journal_records_for_export', { p_ids: ids });
  if (error) return failure(error.code === 'P0002' ? 404 : 400, error.hint || 'pdf_failed', error.message);
  return data as ExportRow[];
}

/** The stored HTML subset as plain paragraphs for the PDF. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<\/(p|li|ul|ol|div|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text.split('\n').map((l) => l.trimEnd()).filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''));
}

const fmt = (iso: string | undefined | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Oslo',
      }).format(new Date(iso))
    : '';

/** One document: a header (clinic, patient), then each record with its date, appointment and author. */
export function renderPdf(rows: ExportRow[]): { bytes: Uint8Array; pages: number } {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const margin = 56;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const bottom = doc.internal.pageSize.getHeight() - margin;
  let y = margin;
  const line = (text: string, size: number, style: 'normal' | 'bold' = 'normal', gap = 4) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    for (const part of doc.splitTextToSize(text, width) as string[]) {
      if (y + size > bottom) {
        doc.addPage();
        y = margin;
      }
      doc.text(part, margin, y + size);
      y += size + gap;
    }
  };
  const first = rows[0];
  line(first?.clinic_name ?? '', 16, 'bold');
  line(`Journal: ${first?.patient_name ?? ''}`, 13, 'bold', 12);
  for (const row of rows) {
    y += 8;
    line(fmt(row.created_at), 11, 'bold');
    const appt = row.appointment_snapshot;
    if (appt?.title) line(`${appt.title}${appt.appointmentDate ? ` — ${fmt(appt.appointmentDate)}` : ''}`, 10);
    line(row.author_name ?? 'Deleted therapist', 10, 'normal', 8);
    for (const paragraph of htmlToLines(row.text ?? '')) line(paragraph || ' ', 11);
  }
  return { bytes: new Uint8Array(doc.output('arraybuffer')), pages: doc.getNumberOfPages() };
}

/** Stores the file (private bucket, <clinic>/<owner>/<name>.pdf) and answers a short-lived signed URL. */
export async function storeAndSign(
  c: Clients,
  path: string,
  bytes: Uint8Array,
): Promise<{ sourceURL: string } | Response> {
  const up = await c.admin.storage.from(BUCKET).upload(path, bytes, { contentType: 'application/pdf', upsert: true });
  if (up.error) return failure(500, 'pdf_failed', 'Error during create pdf');
  return sign(c, path);
}

export async function sign(c: Clients, path: string): Promise<{ sourceURL: string } | Response> {
  const signed = await c.admin.storage.from(BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (signed.error || !signed.data) return failure(500, 'pdf_failed', 'Error during create pdf');
  return { sourceURL: signed.data.signedUrl };
}
