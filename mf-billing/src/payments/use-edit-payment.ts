import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue, useSingleFlightMutation, clinicWallClock } from 'shared-ui';
import { hintOf, withNotFound } from 'supabase-client';
import { useCurrencies } from '../common/use-common';
import { paymentKeys } from './payments.keys';
import { getPaymentItem, updatePaymentInfo, type PaymentItemDetail } from './payments.resource';
import {
  parsePrice,
  paymentInstant,
  validatePaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
} from './payment.rules';

const EMPTY: PaymentFormValues = { date: '', time: '', price: '', currencyId: '', phone: '', email: '' };

function initialValues(item: PaymentItemDetail): PaymentFormValues {
  // the clinic's wall clock, whatever the browser's time zone (and saved back from it: paymentInstant)
  const { date, time } = clinicWallClock(item.startAt);
  return {
    date,
    time,
    price: amountInputValue(item.price),
    currencyId: item.currencyId ?? '',
    phone: item.phone ?? '',
    email: item.email ?? '',
  };
}

/** Server hints the form shows on a field, as `errors.<hint>` (the rest become the spec's save error). */
const FIELD_OF_HINT: Record<string, keyof PaymentFormValues> = {
  price_not_positive: 'price',
  date_required: 'date',
  currency_required: 'currencyId',
  phone_required: 'phone',
  email_invalid: 'email',
};

/** The payment form's state: loaded by id (so a direct load works), validated, saved through one RPC. */
export function useEditPayment(appointmentId: string) {
  const client = useQueryClient();
  const item = withNotFound(
    useQuery({
      queryKey: paymentKeys.item(appointmentId),
      queryFn: () => getPaymentItem(appointmentId),
    }),
  );
  const currencies = useCurrencies();
  // What the user typed, over the loaded values (nothing typed yet: the loaded item as it is).
  const [edits, setEdits] = useState<PaymentFormValues | null>(null);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const values: PaymentFormValues = edits ?? (item.data ? initialValues(item.data) : EMPTY);

  // a second click while saving is not a second save (nor a second notice to the patient)
  const save = useSingleFlightMutation({
    mutationFn: (v: PaymentFormValues) =>
      updatePaymentInfo({
        appointmentId,
        date: paymentInstant(v),
        price: parsePrice(v.price),
        currencyId: v.currencyId,
        phone: v.phone.trim(),
        email: v.email.trim(),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.lists() }),
        client.invalidateQueries({ queryKey: paymentKeys.item(appointmentId) }),
      ]),
  });

  const setField = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    setEdits((v) => ({ ...(v ?? values), [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /**
   * Validates, then saves (nothing while a save runs). A refusal keeps what was typed; one the form can show on
   * a field is shown there (`errors.<hint>`).
   */
  const submit = (on: { saved(): void; failed(error: unknown): void }): void => {
    const found = validatePaymentForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(values, {
      onSuccess: () => on.saved(),
      onError: (error) => {
        const hint = hintOf(error);
        const field = hint ? FIELD_OF_HINT[hint] : undefined;
        if (field) setErrors({ [field]: `errors.${hint}` });
        on.failed(error);
      },
    });
  };

  return { item, currencies, values, errors, setField, submit, saving: save.isPending };
}
