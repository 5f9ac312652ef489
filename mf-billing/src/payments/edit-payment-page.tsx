import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  DateField,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  PersonalData,
  Select,
  TextField,
  toast,
  useErrorMessage,
  useEscapeGoesBack,
} from 'shared-ui';
import { Controller, fieldErrorText } from 'shared-ui/forms';
import { FormActions, FormGrid, FormNotice } from '../common/form-layout';
import type { PaymentItemDetail } from './payments.resource';
import { useEditPayment, usePaymentItem } from './use-edit-payment';
import { roundTimeUp } from './payment.rules';

interface NavigationState {
  patientData?: { firstName?: string; lastName?: string };
  therapistUserId?: string;
}

export function EditPaymentPage() {
  const { t } = useTranslation('mf-billing');
  const { id = '' } = useParams();
  const state = (useLocation().state ?? {}) as NavigationState;
  const item = usePaymentItem(id);
  useEscapeGoesBack('/payments');

  if (item.isPending) return <PageSpinner label={t('loading')} />;
  // an unknown, another therapist's or a malformed id is a not-found (the shell's page), not a failure
  if (item.notFound) return <Navigate to="/not-found" replace />;
  if (item.isError) {
    return (
      <PageLayout title={t('editPayment.title')}>
        <ErrorPanel title={t('editPayment.loadError')} onRetry={() => item.refetch()} />
      </PageLayout>
    );
  }
  const patient = state.patientData
    ? `${state.patientData.firstName ?? ''} ${state.patientData.lastName ?? ''}`
    : `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`;
  return (
    <PageLayout
      title={t('editPayment.title')}
      subtitle={
        <>
          <PersonalData>{patient.trim()}</PersonalData> · {item.data.title}
        </>
      }
    >
      <PaymentForm item={item.data} />
    </PageLayout>
  );
}

/** The form once its item is loaded (its values start from it). */
function PaymentForm({ item }: { item: PaymentItemDetail }) {
  const { t } = useTranslation('mf-billing');
  const navigate = useNavigate();
  const errorText = useErrorMessage('mf-billing');
  const { form, currencies, submit } = useEditPayment(item);
  const { errors, isSubmitting, isSubmitted } = form.formState;
  // An invoiced session is priced by its invoice (nothing here can change); while a request is open, its price
  // and currency wait until it is paid or declined. The database refuses both; the form says so first.
  const { invoiceNumber, hasOpenRequest } = item;
  const invoiced = invoiceNumber !== null;
  const moneyLocked = invoiced || hasOpenRequest;
  const onSubmit = submit({
    saved: () => {
      toast.success(t('editPayment.saved'));
      navigate('/payments');
    },
    failed: (error) => toast.error(errorText(error, 'editPayment.saveError')),
  });

  return (
    <FormGrid $column="240px" $max="760px" noValidate onSubmit={onSubmit} aria-label={t('editPayment.title')}>
      {invoiced ? (
        <FormNotice role="note">{t('editPayment.invoicedNotice', { number: invoiceNumber })}</FormNotice>
      ) : (
        hasOpenRequest && <FormNotice role="note">{t('editPayment.openRequestNotice')}</FormNotice>
      )}
      {/* the clinic's date and time (Europe/Oslo), whatever the browser's time zone */}
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <DateField
            label={t('editPayment.date')}
            required
            disabled={invoiced}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(t, errors.date)}
          />
        )}
      />
      <TextField
        label={t('editPayment.time')}
        // text, not a native time input: that one writes the browser's language (02:00 PM), the spec HH:mm
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('editPayment.timePlaceholder')}
        required
        disabled={invoiced}
        {...form.register('time', {
          // the 5-minute step, shown as soon as the field is left (and saved so)
          onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
            const rounded = roundTimeUp(e.target.value);
            if (rounded && rounded !== e.target.value)
              form.setValue('time', rounded, { shouldDirty: true, shouldValidate: isSubmitted });
          },
        })}
        error={fieldErrorText(t, errors.time)}
      />
      <TextField
        label={t('editPayment.price')}
        // text, not number: a number input drops '600,50' in an English browser (one amount rule)
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        disabled={moneyLocked}
        {...form.register('price')}
        error={fieldErrorText(t, errors.price)}
      />
      <Controller
        control={form.control}
        name="currencyId"
        render={({ field }) => (
          <Select
            label={t('editPayment.currency')}
            required
            disabled={moneyLocked}
            value={field.value}
            onValueChange={field.onChange}
            options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
            placeholder={t('editPayment.currencyPlaceholder')}
            error={fieldErrorText(t, errors.currencyId)}
          />
        )}
      />
      <TextField
        label={t('editPayment.phone')}
        type="tel"
        required
        disabled={invoiced}
        {...form.register('phone')}
        error={fieldErrorText(t, errors.phone)}
      />
      <TextField
        label={t('editPayment.email')}
        type="email"
        required
        disabled={invoiced}
        {...form.register('email')}
        error={fieldErrorText(t, errors.email)}
      />
      <FormActions>
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={invoiced}>
          {t('editPayment.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate('/payments')}>
          {t('editPayment.cancel')}
        </Button>
      </FormActions>
    </FormGrid>
  );
}
