import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorPanel, Select, Spinner, TextField, toast, useErrorMessage } from 'shared-ui';
import { FormActions, FormGrid } from '../common/form-layout';
import { useAppointmentTypeMoney } from './use-appointment-type-money';

export interface AppointmentTypeMoneyFormProps {
  appointmentTypeId: string;
  onSaved?: () => void;
  onCancel?: () => void;
  /** Shown instead of the form when the type does not exist or is not the caller's clinic's. */
  notFound?: ReactNode;
}

/**
 * Price, currency, duration and pause of one appointment type (spec 002 §3). Owned by mf-billing; mf-content
 * shows it as the parcel `mf-billing/appointment-type-money-form` (see mf-billing/README.md).
 */
export function AppointmentTypeMoneyForm({
  appointmentTypeId,
  onSaved,
  onCancel,
  notFound,
}: AppointmentTypeMoneyFormProps) {
  const { t } = useTranslation('mf-billing');
  const form = useAppointmentTypeMoney(appointmentTypeId);
  const errorText = useErrorMessage('mf-billing');
  if (form.type.isPending) return <Spinner label={t('loading')} />;
  if (form.notFound && notFound) return <>{notFound}</>;
  if (form.type.isError)
    return <ErrorPanel title={t('moneySettings.loadError')} onRetry={() => form.type.refetch()} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit({
      saved: () => {
        toast.success(t('moneySettings.saved'));
        onSaved?.();
      },
      failed: (error) => toast.error(errorText(error, 'moneySettings.saveError')),
    });
  };
  const number = (key: 'price' | 'duration' | 'pause', step: string) => (
    <TextField
      label={t(`moneySettings.${key}`)}
      // the price is text (decimal keyboard): a number input drops '600,50' in an English browser
      type={key === 'price' ? 'text' : 'number'}
      inputMode={key === 'price' ? 'decimal' : 'numeric'}
      min={key === 'price' ? undefined : 0}
      step={key === 'price' ? undefined : step}
      required
      value={form.values[key]}
      onChange={(e) => form.setField(key, e.target.value)}
      error={form.errors[key] ? t(form.errors[key]!) : undefined}
    />
  );
  return (
    <FormGrid
      $column="200px"
      $max="760px"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('moneySettings.formLabel', { name: form.type.data.name })}
    >
      {number('price', '0.01')}
      <Select
        label={t('moneySettings.currency')}
        required
        value={form.values.currencyId}
        onValueChange={(v) => form.setField('currencyId', v)}
        options={(form.currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
        error={form.errors.currencyId ? t(form.errors.currencyId) : undefined}
      />
      {number('duration', '5')}
      {number('pause', '5')}
      <FormActions>
        <Button type="submit" variant="primary" loading={form.saving}>
          {t('moneySettings.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('moneySettings.cancel')}
          </Button>
        )}
      </FormActions>
    </FormGrid>
  );
}
