import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorPanel, Select, Spinner, TextField, toast, useErrorMessage } from 'shared-ui';
import { Controller, fieldErrorText } from 'shared-ui/forms';
import { FormActions, FormGrid } from '../common/form-layout';
import type { AppointmentTypeMoney } from './appointment-settings.resource';
import { useAppointmentType, useAppointmentTypeMoney } from './use-appointment-type-money';

export interface AppointmentTypeMoneyFormProps {
  appointmentTypeId: string;
  onSaved?: () => void;
  onCancel?: () => void;
  /** Shown instead of the form when the type does not exist or is not the caller's clinic's. */
  notFound?: ReactNode;
}

/**
 * Price, currency, duration and pause of one appointment type (spec 002 §3), the form of
 * /settings/appointment/:id/edit.
 */
export function AppointmentTypeMoneyForm({
  appointmentTypeId,
  onSaved,
  onCancel,
  notFound,
}: AppointmentTypeMoneyFormProps) {
  const { t } = useTranslation('mf-billing');
  const type = useAppointmentType(appointmentTypeId);
  if (type.isPending) return <Spinner label={t('loading')} />;
  if (type.notFound && notFound) return <>{notFound}</>;
  if (type.isError) return <ErrorPanel title={t('moneySettings.loadError')} onRetry={() => type.refetch()} />;
  return <MoneyForm type={type.data} onSaved={onSaved} onCancel={onCancel} />;
}

/** The form once its type is loaded (its values start from it). */
function MoneyForm({
  type,
  onSaved,
  onCancel,
}: {
  type: AppointmentTypeMoney;
  onSaved: (() => void) | undefined;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation('mf-billing');
  const { form, currencies, submit } = useAppointmentTypeMoney(type);
  const errorText = useErrorMessage('mf-billing');
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit({
    saved: () => {
      toast.success(t('moneySettings.saved'));
      onSaved?.();
    },
    failed: (error) => toast.error(errorText(error, 'moneySettings.saveError')),
  });
  const number = (key: 'price' | 'duration' | 'pause', step: string) => (
    <TextField
      label={t(`moneySettings.${key}`)}
      // the price is text (decimal keyboard): a number input drops '600,50' in an English browser
      type={key === 'price' ? 'text' : 'number'}
      inputMode={key === 'price' ? 'decimal' : 'numeric'}
      min={key === 'price' ? undefined : 0}
      step={key === 'price' ? undefined : step}
      required
      {...form.register(key)}
      error={fieldErrorText(t, errors[key])}
    />
  );
  return (
    <FormGrid
      $column="200px"
      $max="760px"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('moneySettings.formLabel', { name: type.name })}
    >
      {number('price', '0.01')}
      <Controller
        control={form.control}
        name="currencyId"
        render={({ field }) => (
          <Select
            label={t('moneySettings.currency')}
            required
            value={field.value}
            onValueChange={field.onChange}
            options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
            error={fieldErrorText(t, errors.currencyId)}
          />
        )}
      />
      {number('duration', '5')}
      {number('pause', '5')}
      <FormActions>
        <Button type="submit" variant="primary" loading={isSubmitting}>
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
