// The invoice PDF (spec 002 §7 createInvoice): clinic logo if any, clinic name, org number and e-mail, the
// patient and address, number and dates, the items and the total, the footer. jspdf's standard fonts use
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

export interface Logo {
  data: Uint8Array;
  format: 'PNG' | 'JPEG';
}

export function renderInvoicePdf(JsPDF: new (opts?: unknown) => JsPdf, inv: InvoiceForPdf, logo: Logo | null): Uint8Array {
  const doc = new JsPDF({ unit: 'mm', format: 'a4' });
  const left = 20;
  const right = 190;
  let y = 22;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(inv.clinic?.name ?? '', left, y);
  if (logo) {
    try {
      doc.addImage(logo.data, logo.format, right - 40, 12, 40, 20, undefined, 'FAST');
    } catch {
      // a logo jspdf cannot read is left out rather than failing the invoice
    }
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  if (inv.org_number) doc.text(`Org. nr.: ${inv.org_number}`, left, (y += 6));
  if (inv.clinic_email) doc.text(`E-post / E-mail: ${inv.clinic_email}`, left, (y += 5));

  y = 50;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  doc.text(`Faktura / Invoice ${inv.number}`, left, y);
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
  let dy = y + 12;
  const facts: Array<[string, string]> = [
    ['Fakturanummer / Invoice number', String(inv.number)],
    ['Fakturadato / Invoice date', formatDate(inv.invoice_date)],
    ['Forfallsdato / Due date', formatDate(inv.due_date)],
  ];
  if (inv.date_for_service) facts.push(['Tjenestedato / Date of service', formatDate(inv.date_for_service)]);
  for (const [label, value] of facts) {
    doc.text(label, 110, dy);
    doc.text(value, right, dy, { align: 'right' });
    dy += 5;
  }

  y = Math.max(by, dy) + 14;
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
    if (y > 260) {
      doc.addPage();
      y = 20;
    }
    const qty = item.quantity ?? 1;
    doc.text(formatDate(item.date), left, y);
    doc.text(doc.splitTextToSize(item.title, 80)[0] ?? '', 50, y);
    doc.text(String(qty), 140, y, { align: 'right' });
    doc.text(formatMoney(Number(item.price) * qty, inv.currency_code), right, y, { align: 'right' });
    y += 6;
  }
  doc.line(left, y - 2, right, y - 2);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text('Totalt / Total', 110, y + 5);
  doc.text(formatMoney(Number(inv.total), inv.currency_code), right, y + 5, { align: 'right' });

  if (inv.footer) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.text(doc.splitTextToSize(inv.footer, right - left), left, 280);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
