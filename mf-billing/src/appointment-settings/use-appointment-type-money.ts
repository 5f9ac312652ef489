import { useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue, useSession, useSingleFlightMutation } from 'shared-ui';
import { useSchemaForm } from 'shared-ui/forms';
import { withNotFound } from 'supabase-client';
import { useCurrencies } from '../common/use-common';
import { appointmentSettingsKeys } from './appointment-settings.keys';
import {
  getAppointmentType,
  listAppointmentTypes,
  updateMoneySettings,
  type AppointmentTypeMoney,
} from './appointment-settings.resource';
import { moneySettingsSchema, toMoneySettings, type MoneySettingsValues } from './money-settings.rules';

export function useAppointmentTypes() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: appointmentSettingsKeys.list(clinicId),
    queryFn: () => listAppointmentTypes(clinicId),
    enabled: Boolean(clinicId),
  });
}

/** One appointment type's money settings; `notFound` when it does not exist or is not the clinic's. */
export function useAppointmentType(id: string) {
  return withNotFound(
    useQuery({
      queryKey: appointmentSettingsKeys.detail(id),
      queryFn: () => getAppointmentType(id),
    }),
  );
}

const fromType = (t: AppointmentTypeMoney): MoneySettingsValues => ({
  price: amountInputValue(t.price),
  currencyId: t.currencyId ?? '',
  duration: String(t.duration),
  pause: String(t.pause),
});

/**
 * The money-settings form (shared-ui/forms with moneySettingsSchema) of a loaded appointment type.
 */
export function useAppointmentTypeMoney(type: AppointmentTypeMoney) {
  const client = useQueryClient();
  const form = useSchemaForm(moneySettingsSchema, { defaultValues: fromType(type) });
  const currencies = useCurrencies();

  // a second click (or Enter) while saving is not a second save (form.submit runs one save at a time)
  const save = useSingleFlightMutation({
    mutationFn: (v: MoneySettingsValues) => {
      const s = toMoneySettings(v);
      const code = currencies.data?.find((c) => c.id === s.currencyId)?.code ?? 'NOK';
      return updateMoneySettings(type.id, { ...s, currencyCode: code });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentSettingsKeys.all }),
  });

  /** The form's submit handler: validates and saves. A refusal keeps what was typed, to be saved again as it is. */
  const submit = (on: { saved(): void; failed(error: unknown): void }) =>
    form.submit(async (values: MoneySettingsValues) => {
      try {
        await save.mutateAsync(values);
      } catch (error) {
        on.failed(error);
        return;
      }
      on.saved();
    });

  return { form, currencies, submit };
}
