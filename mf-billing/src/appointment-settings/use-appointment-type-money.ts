import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue, useSession, useSingleFlightMutation } from 'shared-ui';
import { isNotFound } from 'supabase-client';
import { useCurrencies } from '../common/use-common';
import { appointmentSettingsKeys } from './appointment-settings.keys';
import {
  getAppointmentType,
  listAppointmentTypes,
  updateMoneySettings,
  type AppointmentTypeMoney,
} from './appointment-settings.resource';
import {
  toMoneySettings,
  validateMoneySettings,
  type MoneySettingsErrors,
  type MoneySettingsValues,
} from './money-settings.rules';

export function useAppointmentTypes() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: appointmentSettingsKeys.list(clinicId),
    queryFn: () => listAppointmentTypes(clinicId),
    enabled: Boolean(clinicId),
  });
}

const fromType = (t: AppointmentTypeMoney): MoneySettingsValues => ({
  price: amountInputValue(t.price),
  currencyId: t.currencyId ?? '',
  duration: String(t.duration),
  pause: String(t.pause),
});

/** The money-settings form of one appointment type (also the state of the parcel for mf-content). */
export function useAppointmentTypeMoney(id: string) {
  const client = useQueryClient();
  const type = useQuery({
    queryKey: appointmentSettingsKeys.detail(id),
    queryFn: () => getAppointmentType(id),
    // not found is an answer, not a failure to retry
    retry: (count, error) => !isNotFound(error) && count < 3,
  });
  const currencies = useCurrencies();
  const [edits, setEdits] = useState<MoneySettingsValues | null>(null);
  const [errors, setErrors] = useState<MoneySettingsErrors>({});
  const values: MoneySettingsValues =
    edits ?? (type.data ? fromType(type.data) : { price: '', currencyId: '', duration: '', pause: '' });

  // a second click (or Enter) while saving is not a second save
  const save = useSingleFlightMutation({
    mutationFn: (v: MoneySettingsValues) => {
      const s = toMoneySettings(v);
      const code = currencies.data?.find((c) => c.id === s.currencyId)?.code ?? 'NOK';
      return updateMoneySettings(id, { ...s, currencyCode: code });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentSettingsKeys.all }),
  });

  // Saved and not edited since: a click landing after the save (before the page leaves, or in mf-content's
  // parcel, which stays) has nothing new to save.
  const justSaved = useRef(false);
  const setField = (key: keyof MoneySettingsValues, value: string) => {
    justSaved.current = false;
    setEdits((e) => ({ ...(e ?? values), [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /**
   * Validates and saves (nothing while a save runs, nor when nothing was edited since the last save).
   * Nothing typed is lost on a refusal.
   */
  const submit = (on: { saved(): void; failed(error: unknown): void }): void => {
    if (justSaved.current) return;
    const found = validateMoneySettings(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(values, {
      onSuccess: () => {
        justSaved.current = true;
        setEdits(null);
        on.saved();
      },
      // a refusal may be saved again as it is
      onError: (error) => on.failed(error),
    });
  };
  return {
    type,
    /** The type does not exist or is not the clinic's (the caller may show its not-found screen). */
    notFound: type.isError && isNotFound(type.error),
    currencies,
    values,
    errors,
    setField,
    submit,
    saving: save.isPending,
  };
}
