import { useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue, useSingleFlightMutation, clinicWallClock } from 'shared-ui';
import { useSchemaForm } from 'shared-ui/forms';
import { hintOf, withNotFound } from 'supabase-client';
import { useCurrencies } from '../common/use-common';
import { paymentKeys } from './payments.keys';
import { getPaymentItem, updatePaymentInfo, type PaymentItemDetail } from './payments.resource';
import { parsePrice, paymentInstant, paymentSchema, type PaymentFormValues } from './payment.rules';

/** The payment item the form edits, loaded by id (so a direct load works); an unknown id is a not-found. */
export function usePaymentItem(appointmentId: string) {
  return withNotFound(
    useQuery({
      queryKey: paymentKeys.item(appointmentId),
      queryFn: () => getPaymentItem(appointmentId),
    }),
  );
}

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

/**
 * The payment form (shared-ui/forms with paymentSchema) of a loaded item: its values start from the item, and
 * save goes through one RPC.
 */
export function useEditPayment(item: PaymentItemDetail) {
  const client = useQueryClient();
  const { appointmentId } = item;
  const form = useSchemaForm(paymentSchema, { defaultValues: initialValues(item) });
  const currencies = useCurrencies();

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

  /**
   * The form's submit handler: validates, then saves (form.submit runs one save at a time). A refusal keeps
   * what was typed; one the form can show on a field is shown there (`errors.<hint>`).
   */
  const submit = (on: { saved(): void; failed(error: unknown): void }) =>
    form.submit(async (values: PaymentFormValues) => {
      try {
        await save.mutateAsync(values);
      } catch (error) {
        const hint = hintOf(error);
        const field = hint ? FIELD_OF_HINT[hint] : undefined;
        if (field) form.setError(field, { message: `errors.${hint}` });
        on.failed(error);
        return;
      }
      on.saved();
    });

  return { form, currencies, submit };
}
