import { addDays, format, parseISO } from 'date-fns';
import { roundAmount } from 'shared-ui';
import { z } from 'shared-ui/forms';

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

/** Changing the invoice date moves the due date with it (spec 002 §4). */
export function withInvoiceDate(values: InvoiceFormValues, invoiceDate: string): InvoiceFormValues {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate);
  return { ...values, invoiceDate, dueDate: valid ? defaultDueDate(invoiceDate) : values.dueDate };
}

/** Choosing another patient empties the appointment list (they were the previous patient's). */
export function withPatient(values: InvoiceFormValues, patientId: string): InvoiceFormValues {
  return patientId === values.patientId ? values : { ...values, patientId, appointmentIds: [] };
}

const message = (field: string, rule: string) => `invoiceEditor.validation.${field}.${rule}`;
const problem = (context: z.RefinementCtx, field: string, rule: string) =>
  context.addIssue({ code: 'custom', path: [field], message: message(field, rule) });

/** Required after trimming, at most the database's limit (the text as typed; the save trims). */
const addressField = (field: keyof typeof ADDRESS_MAX) =>
  z.string().superRefine((value, context) => {
    const trimmed = value.trim();
    if (!trimmed) context.addIssue({ code: 'custom', message: message(field, 'required') });
    else if (trimmed.length > ADDRESS_MAX[field])
      context.addIssue({ code: 'custom', message: message(field, 'tooLong') });
  });

/**
 * Spec 002 §5 invoice and address rules, messages `invoiceEditor.validation.<field>.<rule>`. Number and dates
 * are required (the original's misspelled rule enforced nothing; the intent was required).
 */
export const invoiceSchema = z
  .object({
    patientId: z.string().min(1, { message: message('patientId', 'required') }),
    appointmentIds: z.array(z.string()).min(1, { message: message('appointmentIds', 'required') }),
    // a whole number the database stores (integer); each way of missing it says which
    number: z.string().superRefine((value, context) => {
      const n = Number(value.trim());
      const rule =
        !value.trim() || Number.isNaN(n)
          ? 'required'
          : n < 1
            ? 'notPositive'
            : !Number.isInteger(n)
              ? 'notWhole'
              : n > 2_147_483_647
                ? 'tooLarge'
                : null;
      if (rule) context.addIssue({ code: 'custom', message: message('number', rule) });
    }),
    invoiceDate: z.string().min(1, { message: message('invoiceDate', 'required') }),
    dueDate: z.string(),
    currencyId: z.string().min(1, { message: message('currencyId', 'required') }),
    address: addressField('address'),
    postcode: addressField('postcode'),
    city: addressField('city'),
  })
  .superRefine((v, context) => {
    if (!v.dueDate) problem(context, 'dueDate', 'required');
    else if (v.invoiceDate && v.dueDate < v.invoiceDate) problem(context, 'dueDate', 'beforeInvoiceDate');
  });

export type InvoiceFormValues = z.input<typeof invoiceSchema>;

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
