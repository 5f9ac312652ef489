import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation, clinicDate } from 'shared-ui';
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
  itemsOf,
  validateInvoiceForm,
  withInvoiceDate,
  withPatient,
  type InvoiceFormErrors,
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
 * The invoice form: defaults (number latest + 1, today, due + 10 days, NOK, the patient's last address),
 * the rules, and save → createInvoice. `existing` is the invoice being edited.
 */
export function useInvoiceForm(existing: InvoiceDetail | undefined) {
  const clinicId = useSession()?.clinicId ?? '';
  const client = useQueryClient();
  const today = clinicDate(new Date());
  const next = useQuery({
    queryKey: invoiceKeys.nextNumber(),
    queryFn: nextInvoiceNumber,
    enabled: !existing,
  });
  const currencies = useCurrencies();
  const patients = useQuery({ queryKey: invoiceKeys.patients(), queryFn: listInvoicePatients });

  const nok = currencies.data?.find((c) => c.code === DEFAULT_CURRENCY)?.id ?? '';
  const codeOf = (currencyId: string) =>
    currencies.data?.find((c) => c.id === currencyId)?.code ?? DEFAULT_CURRENCY;
  const defaults: InvoiceFormValues = existing
    ? fromInvoice(existing)
    : {
        patientId: '',
        appointmentIds: [],
        number: next.data ? String(next.data) : '',
        invoiceDate: today,
        dueDate: defaultDueDate(today),
        currencyId: nok,
        address: '',
        postcode: '',
        city: '',
      };
  // What the user changed, over the defaults (which arrive asynchronously).
  const [edits, setEdits] = useState<Partial<InvoiceFormValues>>({});
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [step, setStep] = useState<SaveStep>('idle');
  const patientId = edits.patientId ?? defaults.patientId;

  const appointments = useQuery({
    queryKey: invoiceKeys.appointments(patientId, existing?.id ?? null),
    queryFn: () => listPatientAppointments(patientId, existing?.id ?? null),
    enabled: Boolean(patientId && clinicId),
  });
  const address = useQuery({
    queryKey: invoiceKeys.address(patientId),
    queryFn: () => latestAddress(patientId),
    enabled: Boolean(patientId) && !existing,
  });
  const values: InvoiceFormValues = {
    ...defaults,
    address: address.data?.address ?? defaults.address,
    postcode: address.data?.postcode ?? defaults.postcode,
    city: address.data?.city ?? defaults.city,
    ...edits,
  };

  const update = (next: InvoiceFormValues) => {
    const changed = Object.fromEntries(
      Object.entries(next).filter(([k, v]) => v !== values[k as keyof InvoiceFormValues]),
    ) as Partial<InvoiceFormValues>;
    setEdits((e) => ({ ...e, ...changed }));
    setErrors((e) => {
      const copy = { ...e };
      for (const k of Object.keys(changed)) delete copy[k as keyof InvoiceFormValues];
      return copy;
    });
  };
  const setField = <K extends keyof InvoiceFormValues>(key: K, value: InvoiceFormValues[K]) => {
    if (key === 'invoiceDate') return update(withInvoiceDate(values, value as string));
    if (key === 'patientId') {
      // a new patient: their appointments and (when creating) their last address
      const base = withPatient(values, value as string);
      setEdits((e) => {
        const rest = { ...e, patientId: base.patientId, appointmentIds: [] };
        if (!existing) {
          delete rest.address;
          delete rest.postcode;
          delete rest.city;
        }
        return rest;
      });
      setErrors((e) => ({ ...e, patientId: undefined, appointmentIds: undefined }));
      return;
    }
    if (key === 'currencyId') {
      // one currency per invoice: sessions priced in another are no longer on it
      const code = codeOf(value as string);
      const inCurrency = new Set(
        (appointments.data ?? []).filter((a) => a.currencyCode === code).map((a) => a.id),
      );
      return update({
        ...values,
        currencyId: value as string,
        appointmentIds: values.appointmentIds.filter((id) => inCurrency.has(id)),
      });
    }
    update({ ...values, [key]: value });
  };
  const toggleAppointment = (id: string) =>
    update({
      ...values,
      appointmentIds: values.appointmentIds.includes(id)
        ? values.appointmentIds.filter((a) => a !== id)
        : [...values.appointmentIds, id],
    });

  // a second click while saving is not a second invoice
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
   * Validates and saves (nothing while a save runs). `saved`: the saved invoice, with whether its PDF failed (an
   * error to announce); `failed`: refused (nothing typed is lost), `onField` when the form shows why on a field.
   */
  const submit = (on: {
    saved(id: string, pdfFailed: boolean): void;
    failed(error: unknown, onField: boolean): void;
  }): void => {
    const found = validateInvoiceForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(values, {
      onSuccess: ({ id, pdfFailed }) => on.saved(id, pdfFailed),
      onError: (error) => {
        const hint = hintOf(error);
        const field = hint ? FIELD_OF_HINT[hint] : undefined;
        if (field) setErrors({ [field]: `errors.${hint}` });
        on.failed(error, Boolean(field));
      },
    });
  };

  const { items, total } = itemsOf(appointments.data ?? [], values.appointmentIds);
  const currencyCode = codeOf(values.currencyId);
  return {
    values,
    errors,
    setField,
    toggleAppointment,
    submit,
    step,
    patients,
    currencies,
    appointments,
    items,
    total,
    currencyCode,
    ready: Boolean(existing) || next.isSuccess,
  };
}
