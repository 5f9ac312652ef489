import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { amountInputValue, useSession } from 'shared-ui';
import { listCurrencies } from '../payments/payments.resource';
import { paymentKeys } from '../payments/payments.keys';
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
  currencyId: t.currency_id ?? '',
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
    retry: (count, error) => (error as { hint?: string }).hint !== 'appointment_type_not_found' && count < 3,
  });
  const currencies = useQuery({
    queryKey: paymentKeys.currencies(),
    queryFn: listCurrencies,
    staleTime: Infinity,
  });
  const [edits, setEdits] = useState<MoneySettingsValues | null>(null);
  const [errors, setErrors] = useState<MoneySettingsErrors>({});
  const values: MoneySettingsValues =
    edits ?? (type.data ? fromType(type.data) : { price: '', currencyId: '', duration: '', pause: '' });

  const save = useMutation({
    mutationFn: (v: MoneySettingsValues) => {
      const s = toMoneySettings(v);
      const code = currencies.data?.find((c) => c.id === s.currencyId)?.code ?? 'NOK';
      return updateMoneySettings(id, { ...s, currencyCode: code });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentSettingsKeys.all }),
  });

  // A second click (or Enter) while saving, or after the save before the page leaves, is not a second save: a
  // ref, because two clicks can arrive before the re-render that disables the button.
  const inFlight = useRef(false);
  // Saved and not edited since: a click landing after the save (before the page leaves, or in mf-content's
  // parcel, which stays) has nothing new to save.
  const justSaved = useRef(false);
  const setField = (key: keyof MoneySettingsValues, value: string) => {
    justSaved.current = false;
    setEdits((e) => ({ ...(e ?? values), [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** 'saved' | 'invalid' | 'failed' | 'busy' (nothing typed is lost). */
  const submit = async () => {
    if (inFlight.current || justSaved.current) return 'busy' as const;
    const found = validateMoneySettings(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return 'invalid' as const;
    inFlight.current = true;
    justSaved.current = true;
    try {
      await save.mutateAsync(values);
      setEdits(null);
      return 'saved' as const;
    } catch {
      // a refusal may be saved again as it is
      justSaved.current = false;
      return 'failed' as const;
    } finally {
      inFlight.current = false;
    }
  };
  return { type, currencies, values, errors, setField, submit, saving: save.isPending };
}
