import { addDays, format, parseISO } from 'date-fns';
import { roundAmount } from 'shared-ui';

/** Spec 002 §4/§9: due date default = invoice date + 10 days. */
export const DUE_DAYS = 10;
/** Spec 002 §5: address fields have a maximum length (not shown); these match the database's CHECKs. */
export const ADDRESS_MAX = { address: 256, postcode: 32, city: 128 } as const;
export const DEFAULT_CURRENCY = 'NOK';

/** The default number: the latest number + 1 (1 for a clinic's first invoice). */
export function defaultInvoiceNumber(latest: number | null | undefined): number {
  return (latest ?? 0) + 1;
}

/** yyyy-MM-dd + 10 days. */
export function defaultDueDate(invoiceDate: string): string {
  return format(addDays(parseISO(invoiceDate), DUE_DAYS), 'yyyy-MM-dd');
}

export interface InvoiceFormValues {
  patientId: string;
  appointmentIds: string[];
  number: string;
  invoiceDate: string;
  dueDate: string;
  currencyId: string;
  address: string;
  postcode: string;
  city: string;
}

/** Changing the invoice date moves the due date with it (spec 002 §4). */
export function withInvoiceDate(values: InvoiceFormValues, invoiceDate: string): InvoiceFormValues {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate);
  return { ...values, invoiceDate, dueDate: valid ? defaultDueDate(invoiceDate) : values.dueDate };
}

/** Choosing another patient empties the appointment list (they were the previous patient's). */
export function withPatient(values: InvoiceFormValues, patientId: string): InvoiceFormValues {
  return patientId === values.patientId ? values : { ...values, patientId, appointmentIds: [] };
}

export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormValues, string>>;

function addressError(field: 'address' | 'postcode' | 'city', value: string): string | undefined {
  const v = value.trim();
  if (!v) return `errors.${field}_required`;
  if (v.length > ADDRESS_MAX[field]) return `errors.${field}_too_long`;
  return undefined;
}

/**
 * Spec 002 §5 invoice and address rules; values are i18n keys of mf-billing. Number and dates are required
 * (the original's misspelled rule enforced nothing; the intent was required).
 */
export function validateInvoiceForm(v: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  if (!v.patientId) errors.patientId = 'errors.patient_required';
  if (v.appointmentIds.length === 0) errors.appointmentIds = 'errors.appointments_required';
  // a whole number the database stores (integer); each way of missing it says which
  const n = Number(v.number.trim());
  if (!v.number.trim() || Number.isNaN(n)) errors.number = 'errors.number_required';
  else if (n < 1) errors.number = 'errors.number_not_positive';
  else if (!Number.isInteger(n)) errors.number = 'errors.number_not_whole';
  else if (n > 2_147_483_647) errors.number = 'errors.number_too_large';
  if (!v.invoiceDate) errors.invoiceDate = 'errors.invoice_date_required';
  if (!v.dueDate) errors.dueDate = 'errors.due_date_required';
  else if (v.invoiceDate && v.dueDate < v.invoiceDate) errors.dueDate = 'errors.due_before_invoice_date';
  if (!v.currencyId) errors.currencyId = 'errors.currency_required';
  for (const field of ['address', 'postcode', 'city'] as const) {
    const e = addressError(field, v[field]);
    if (e) errors[field] = e;
  }
  return errors;
}

export interface BillableAppointment {
  id: string;
  title: string;
  startAt: string;
  price: number;
  /** The currency it is priced in: offered only on an invoice in that currency (one currency per invoice). */
  currencyCode: string;
  /** The other invoice it is on: not offered (an appointment is billed once). */
  invoiceNumber: number | null;
  /** Its payment request's state, shown beside it: 'success' (paid) or 'created' (sent), else null. */
  paymentStatus: string | null;
}

/**
 * Why an appointment is not offered for this invoice, as save_invoice enforces: one session is billed once (on
 * another invoice, or a payment request open or paid; a declined request took no money: offered), and an invoice
 * has one currency (a session priced in another is never relabelled).
 */
export function notOfferedReason(
  a: BillableAppointment,
  invoiceCurrency: string,
): 'invoiced' | 'paid' | 'requested' | 'currency' | null {
  if (a.invoiceNumber !== null) return 'invoiced';
  if (a.paymentStatus === 'success') return 'paid';
  if (a.paymentStatus === 'created') return 'requested';
  if (a.currencyCode !== invoiceCurrency) return 'currency';
  return null;
}

/** Offered for an invoice in this currency: billed nowhere else and priced in the invoice's currency. */
export const isOffered = (a: BillableAppointment, invoiceCurrency: string) =>
  notOfferedReason(a, invoiceCurrency) === null;

/** Items and total as the invoice will hold them (the database computes the same from the same prices). */
export function itemsOf(all: BillableAppointment[], chosen: string[]) {
  const items = all.filter((a) => chosen.includes(a.id));
  const total = roundAmount(items.reduce((sum, a) => sum + Number(a.price), 0));
  return { items, total };
}
