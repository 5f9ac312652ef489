// The invoice PDF (spec 002 §7 createInvoice) as Norwegian invoices print it: the clinic's logo, name, address, org
// number and e-mail; the patient and address; the provider; number, dates and every date of service; the items
// (a session paid by a payment request marked paid) and the total; the VAT exemption for health services; bank
// account, KID, due date and amount due in the body; a PAID mark after 'Mark as paid'; the footer. jspdf's standard fonts use
// WinAnsi encoding, so æ ø å render. The jsPDF class is passed in, so Node tests and the bench can run it too.
import type { InvoiceForPdf } from '../_shared/invoice.ts';

// The jsPDF instance's type comes from an `npm:` import that Node's type checker cannot resolve.
// deno-lint-ignore no-explicit-any
type JsPdf = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** DD.MM.YYYY of a date or timestamp (timestamps in the clinic's time zone). */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(value));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}

export function formatMoney(n: number, currency: string): string {
  const [int, dec] = Number(n).toFixed(2).split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${dec} ${currency}`;
}

/**
 * The KID (Norwegian payment reference) of an invoice: its number, at least 6 digits, and a MOD10 (Luhn) check
 * digit, as Norwegian banks validate it. Derived, so nothing is stored for it.
 */
export function kidOf(invoiceNumber: number): string {
  const base = String(Math.trunc(Math.abs(invoiceNumber))).padStart(6, '0');
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    let d = Number(base[base.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return base + String((10 - (sum % 10)) % 10);
}

/** A file name a person can read: Faktura-<number>-<clinic>.pdf (ASCII letters, digits and dashes only). */
export function invoiceFileName(number: number, clinicName: string | null | undefined): string {
  const clinic = (clinicName ?? '')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `Faktura-${number}${clinic ? `-${clinic}` : ''}.pdf`;
}

export interface Logo {
  data: Uint8Array;
  format: 'PNG' | 'JPEG';
}

/** The VAT line every Norwegian invoice for health services carries (mval. § 3-2), with its English version. */
export const VAT_EXEMPTION_NO = 'Helsetjenester er unntatt merverdiavgift, jf. mval. § 3-2';
export const VAT_EXEMPTION_EN = 'Health services are exempt from VAT (Norwegian VAT Act § 3-2)';

/** Every distinct date of service of the invoice's items, in order (DD.MM.YYYY). */
export function serviceDates(inv: InvoiceForPdf): string[] {
  const dates = inv.items_data.map((i) => formatDate(i.date));
  if (dates.length === 0 && inv.date_for_service) dates.push(formatDate(inv.date_for_service));
  return [...new Set(dates)];
}

export function renderInvoicePdf(JsPDF: new (opts?: unknown) => JsPdf, inv: InvoiceForPdf, logo: Logo | null): Uint8Array {
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  // the browser's PDF viewer titles the document with this, not with the stored file's UUID name
  doc.setProperties({ title: `Faktura / Invoice ${inv.number}` });
  const left = 20;
  const right = 190;
  let y = 22;
  if (logo) {
    try {
      doc.addImage(logo.data, logo.format, right - 50, 12, 50, 20, undefined, 'FAST');
    } catch {
      // a logo jspdf cannot read is left out rather than failing the invoice
    }
  }
  // the clinic: name, postal address, org number, e-mail
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(inv.clinic?.name ?? '', left, y);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  if (inv.clinic?.address) doc.text(inv.clinic.address, left, (y += 6));
  if (inv.clinic?.postcode || inv.clinic?.city) {
    doc.text(`${inv.clinic?.postcode ?? ''} ${inv.clinic?.city ?? ''}`.trim(), left, (y += 5));
  }
  if (inv.org_number) doc.text(`Org. nr.: ${inv.org_number}`, left, (y += 5));
  if (inv.clinic_email) doc.text(`E-post / E-mail: ${inv.clinic_email}`, left, (y += 5));

  y = Math.max(y + 12, 52);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.text(`Faktura / Invoice ${inv.number}`, left, y);
  if (inv.is_paid) {
    // 'Mark as paid': a stamp beside the title
    doc.setTextColor(22, 128, 61);
    doc.setDrawColor(22, 128, 61);
    doc.setLineWidth(0.8);
    doc.roundedRect(right - 48, y - 9, 48, 13, 2, 2, 'S');
    doc.setFontSize(16);
    doc.text('BETALT / PAID', right - 24, y, { align: 'center' });
    doc.setTextColor(0, 0, 0);
    doc.setDrawColor(0, 0, 0);
  }
  doc.setFontSize(10);
  doc.setFont('helvetica', 'normal');

  const name = `${inv.patient?.first_name ?? ''} ${inv.patient?.last_name ?? ''}`.trim();
  let by = y + 12;
  doc.setFont('helvetica', 'bold');
  doc.text('Til / Bill to', left, by);
  doc.setFont('helvetica', 'normal');
  doc.text(name, left, (by += 5));
  if (inv.address) {
    doc.text(inv.address.address, left, (by += 5));
    doc.text(`${inv.address.postcode} ${inv.address.city}`, left, (by += 5));
  }
  const provider = `${inv.provider?.first_name ?? ''} ${inv.provider?.last_name ?? ''}`.trim();
  if (provider) {
    doc.setFont('helvetica', 'bold');
    doc.text('Behandler / Provider', left, (by += 9));
    doc.setFont('helvetica', 'normal');
    doc.text(provider, left, (by += 5));
  }
  let dy = y + 12;
  const dates = serviceDates(inv);
  const facts: Array<[string, string]> = [
    ['Fakturanummer / Invoice number', String(inv.number)],
    ['Fakturadato / Invoice date', formatDate(inv.invoice_date)],
    ['Forfallsdato / Due date', formatDate(inv.due_date)],
  ];
  for (const [label, value] of facts) {
    doc.text(label, 105, dy);
    doc.text(value, right, dy, { align: 'right' });
    dy += 5;
  }
  // every date of service on its label's row, right-aligned like the values above; more dates than fit wrap
  // onto the next rows within the value column (right of the label), never under the label
  const datesLabel = dates.length > 1 ? 'Tjenestedatoer / Dates of service' : 'Tjenestedato / Date of service';
  doc.text(datesLabel, 105, dy);
  const valueWidth = right - (105 + doc.getTextWidth(datesLabel) + 4);
  const dateLines: string[] = doc.splitTextToSize(dates.join(', '), valueWidth);
  for (const line of dateLines) {
    doc.text(line, right, dy, { align: 'right' });
    dy += 5;
  }
  if (dateLines.length === 0) dy += 5;

  y = Math.max(by, dy) + 12;
  doc.setFont('helvetica', 'bold');
  doc.text('Dato / Date', left, y);
  doc.text('Beskrivelse / Description', 50, y);
  doc.text('Antall / Qty', 140, y, { align: 'right' });
  doc.text('Beløp / Amount', right, y, { align: 'right' });
  doc.setLineWidth(0.3);
  doc.line(left, y + 2, right, y + 2);
  doc.setFont('helvetica', 'normal');
  y += 8;
  for (const item of inv.items_data) {
    if (y > 240) {
      doc.addPage();
      y = 20;
    }
    const qty = item.quantity ?? 1;
    doc.text(formatDate(item.date), left, y);
    const title = item.paid ? `${item.title} (betalt / paid)` : item.title;
    doc.text(doc.splitTextToSize(title, 80)[0] ?? '', 50, y);
    doc.text(String(qty), 140, y, { align: 'right' });
    doc.text(formatMoney(Number(item.price) * qty, inv.currency_code), right, y, { align: 'right' });
    y += 6;
  }
  doc.line(left, y - 2, right, y - 2);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text('Totalt / Total', 105, y + 5);
  doc.text(formatMoney(Number(inv.total), inv.currency_code), right, y + 5, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(VAT_EXEMPTION_NO, left, (y += 13));
  doc.text(VAT_EXEMPTION_EN, left, (y += 4.5));

  // how to pay: account, KID, due date and amount, in the body (not only in a footer)
  if (y > 245) {
    doc.addPage();
    y = 20;
  }
  y += 10;
  doc.setFontSize(10);
  doc.setFont('helvetica', 'bold');
  doc.text('Betaling / Payment', left, y);
  doc.setFont('helvetica', 'normal');
  const pay: Array<[string, string]> = [
    ['Kontonummer / Bank account', inv.clinic?.bank_account ?? '–'],
    ['KID', kidOf(inv.number)],
    ['Forfallsdato / Due date', formatDate(inv.due_date)],
    ['Å betale / Amount due', inv.is_paid ? `0.00 ${inv.currency_code}` : formatMoney(Number(inv.total), inv.currency_code)],
  ];
  for (const [label, value] of pay) {
    doc.text(label, left, (y += 5.5));
    doc.text(value, left + 60, y);
  }

  if (inv.footer) {
    doc.setFontSize(9);
    doc.text(doc.splitTextToSize(inv.footer, right - left), left, 280);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
