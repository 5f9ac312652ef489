import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue } from 'shared-ui';
import { clinicWallClock } from 'shared-ui/time';
import { paymentKeys } from './payments.keys';
import {
  BillingError,
  getPaymentItem,
  listCurrencies,
  updatePaymentInfo,
  type PaymentItemDetail,
} from './payments.resource';
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
  const { date, time } = clinicWallClock(item.start_at);
  return {
    date,
    time,
    price: amountInputValue(item.price),
    currencyId: item.currency_id ?? '',
    phone: item.phone ?? '',
    email: item.email ?? '',
  };
}

/** Server hints the form shows on a field (the rest become the spec's save error). */
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
  const item = useQuery({
    queryKey: paymentKeys.item(appointmentId),
    queryFn: () => getPaymentItem(appointmentId),
  });
  const currencies = useQuery({
    queryKey: paymentKeys.currencies(),
    queryFn: listCurrencies,
    staleTime: Infinity,
  });
  // What the user typed, over the loaded values (nothing typed yet: the loaded item as it is).
  const [edits, setEdits] = useState<PaymentFormValues | null>(null);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const values: PaymentFormValues = edits ?? (item.data ? initialValues(item.data) : EMPTY);

  const save = useMutation({
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

  const inFlight = useRef(false);
  const setField = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    setEdits((v) => ({ ...(v ?? values), [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Validates, then saves; resolves true when saved. A refusal keeps what was typed. */
  const submit = async (): Promise<'saved' | 'invalid' | 'failed' | 'busy'> => {
    // a second click while saving is not a second save (nor a second notice to the patient)
    // (a ref: two clicks can arrive before the re-render that disables the button)
    if (inFlight.current || save.isPending) return 'busy';
    const found = validatePaymentForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return 'invalid';
    inFlight.current = true;
    try {
      await save.mutateAsync(values);
      // stays set: the page leaves after a save; a click landing before it does is not a second save
      return 'saved';
    } catch (error) {
      inFlight.current = false;
      const field = error instanceof BillingError && error.hint ? FIELD_OF_HINT[error.hint] : undefined;
      if (field) setErrors({ [field]: `server:${(error as Error).message}` });
      return 'failed';
    }
  };

  return { item, currencies, values, errors, setField, submit, saving: save.isPending };
}
