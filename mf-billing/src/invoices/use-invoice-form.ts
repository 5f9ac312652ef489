import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation, clinicDate } from 'shared-ui';
import { useSchemaForm } from 'shared-ui/forms';
import { hintOf } from 'supabase-client';
import { useCurrencies } from '../common/use-common';
import { invoiceKeys } from './invoices.keys';
import {
  createInvoicePdf,
  latestAddress,
  listInvoicePatients,
  listPatientAppointments,
  nextInvoiceNumber,
  saveInvoice,
  type InvoiceDetail,
} from './invoices.resource';
import {
  DEFAULT_CURRENCY,
  defaultDueDate,
  invoiceSchema,
  itemsOf,
  withInvoiceDate,
  withPatient,
  type InvoiceFormValues,
} from './invoice.rules';

/** Database hints shown on a field, as `errors.<hint>` (the rest: 'Error occurred while creating invoice.'). */
const FIELD_OF_HINT: Record<string, keyof InvoiceFormValues> = {
  patient_required: 'patientId',
  appointments_required: 'appointmentIds',
  appointment_not_of_patient: 'appointmentIds',
  appointment_invoiced: 'appointmentIds',
  appointment_payment_requested: 'appointmentIds',
  appointment_currency_mismatch: 'appointmentIds',
  number_required: 'number',
  number_taken: 'number',
  invoice_date_required: 'invoiceDate',
  due_date_required: 'dueDate',
  due_before_invoice_date: 'dueDate',
  currency_required: 'currencyId',
  address_required: 'address',
  address_too_long: 'address',
  postcode_required: 'postcode',
  postcode_too_long: 'postcode',
  city_required: 'city',
  city_too_long: 'city',
};

function fromInvoice(i: InvoiceDetail): InvoiceFormValues {
  return {
    patientId: i.patientUserId,
    appointmentIds: i.appointmentIds,
    number: String(i.number),
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    currencyId: i.currencyId ?? '',
    address: i.address?.address ?? '',
    postcode: i.address?.postcode ?? '',
    city: i.address?.city ?? '',
  };
}

export type SaveStep = 'idle' | 'saving' | 'pdf';

/**
 * What the invoice form starts from: the invoice being edited, or the defaults of a new one (number latest + 1,
 * today, due + 10 days, NOK). `defaults` is undefined until the next number and the currencies are loaded.
 */
export function useInvoiceDefaults(existing: InvoiceDetail | undefined) {
  const next = useQuery({
    queryKey: invoiceKeys.nextNumber(),
    queryFn: nextInvoiceNumber,
    enabled: !existing,
  });
  const currencies = useCurrencies();
  const today = clinicDate(new Date());
  const loaded = currencies.isSuccess && (Boolean(existing) || next.isSuccess);
  const defaults: InvoiceFormValues | undefined = !loaded
    ? undefined
    : existing
      ? fromInvoice(existing)
      : {
          patientId: '',
          appointmentIds: [],
          number: String(next.data),
          invoiceDate: today,
          dueDate: defaultDueDate(today),
          currencyId: currencies.data.find((c) => c.code === DEFAULT_CURRENCY)?.id ?? '',
          address: '',
          postcode: '',
          city: '',
        };
  const failed = next.isError || currencies.isError;
  const retry = () =>
    Promise.all([next.isError && next.refetch(), currencies.isError && currencies.refetch()]);
  return { defaults, failed, retry };
}

/**
 * The invoice form (shared-ui/forms with invoiceSchema) from its `defaults`: the patient's appointments and, on
 * a new invoice, their last address; the changes that touch several fields (invoice.rules.ts); save → the
 * invoice, then its PDF. `existing` is the invoice being edited.
 */
export function useInvoiceForm(existing: InvoiceDetail | undefined, defaults: InvoiceFormValues) {
  const clinicId = useSession()?.clinicId ?? '';
  const client = useQueryClient();
  const form = useSchemaForm(invoiceSchema, { defaultValues: defaults });
  const values = form.watch();
  const currencies = useCurrencies();
  const patients = useQuery({ queryKey: invoiceKeys.patients(), queryFn: listInvoicePatients });
  const [step, setStep] = useState<SaveStep>('idle');
  const { patientId } = values;

  const codeOf = (currencyId: string) =>
    currencies.data?.find((c) => c.id === currencyId)?.code ?? DEFAULT_CURRENCY;
  const appointments = useQuery({
    queryKey: invoiceKeys.appointments(patientId, existing?.id ?? null),
    queryFn: () => listPatientAppointments(patientId, existing?.id ?? null),
    enabled: Boolean(patientId && clinicId),
  });
  const { update } = form;

  // a second click while saving is not a second invoice (form.submit runs one save at a time)
  const save = useSingleFlightMutation({
    mutationFn: async (v: InvoiceFormValues) => {
      setStep('saving');
      const id = await saveInvoice(existing?.id ?? null, v);
      setStep('pdf');
      const patient = patients.data?.find((p) => p.id === v.patientId);
      try {
        await createInvoicePdf(id, `invoice-${v.number}`, patient?.email ?? null);
        return { id, pdfFailed: false };
      } catch {
        // The invoice is saved: its page offers to create the PDF again (a retry here would duplicate it).
        return { id, pdfFailed: true };
      }
    },
    onSettled: () => {
      setStep('idle');
      return Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.list() }),
        client.invalidateQueries({ queryKey: invoiceKeys.nextNumber() }),
        client.invalidateQueries({ queryKey: invoiceKeys.allAppointments() }),
        existing ? client.invalidateQueries({ queryKey: invoiceKeys.detail(existing.id) }) : null,
      ]);
    },
  });

  /**
   * The form's submit handler: validates and saves. `saved`: the saved invoice, with whether its PDF failed (an
   * error to announce); `failed`: refused (nothing typed is lost), `onField` when the form shows why on a field.
   */
  const submit = (on: {
    saved(id: string, pdfFailed: boolean): void;
    failed(error: unknown, onField: boolean): void;
  }) =>
    form.submit(async (saved: InvoiceFormValues) => {
      let result: { id: string; pdfFailed: boolean };
      try {
        result = await save.mutateAsync(saved);
      } catch (error) {
        const hint = hintOf(error);
        const field = hint ? FIELD_OF_HINT[hint] : undefined;
        if (field) form.setError(field, { message: `errors.${hint}` });
        on.failed(error, Boolean(field));
        return;
      }
      on.saved(result.id, result.pdfFailed);
    });

  const { items, total } = itemsOf(appointments.data ?? [], values.appointmentIds);
  const currencyCode = codeOf(values.currencyId);
  return {
    form,
    values,
    /** Changing the invoice date moves the due date with it. */
    setInvoiceDate: (invoiceDate: string) => update((current) => withInvoiceDate(current, invoiceDate)),
    /**
     * Another patient: their appointments (the chosen ones were the previous patient's) and, on a new invoice,
     * their last address (what was typed for the previous patient goes).
     */
    setPatient: async (id: string) => {
      update((current) => withPatient(current, id));
      if (existing) return;
      update((current) => ({ ...current, address: '', postcode: '', city: '' }));
      const last = await client
        .fetchQuery({ queryKey: invoiceKeys.address(id), queryFn: () => latestAddress(id) })
        .catch(() => null);
      if (last && form.getValues('patientId') === id)
        update((current) => ({
          ...current,
          address: last.address,
          postcode: last.postcode,
          city: last.city,
        }));
    },
    /** One currency per invoice: sessions priced in another are no longer on it. */
    setCurrency: (currencyId: string) => {
      const code = codeOf(currencyId);
      const inCurrency = new Set(
        (appointments.data ?? []).filter((a) => a.currencyCode === code).map((a) => a.id),
      );
      update((current) => ({
        ...current,
        currencyId,
        appointmentIds: current.appointmentIds.filter((id) => inCurrency.has(id)),
      }));
    },
    toggleAppointment: (id: string) =>
      update((current) => ({
        ...current,
        appointmentIds: current.appointmentIds.includes(id)
          ? current.appointmentIds.filter((a) => a !== id)
          : [...current.appointmentIds, id],
      })),
    submit,
    step,
    patients,
    currencies,
    appointments,
    items,
    total,
    currencyCode,
  };
}
