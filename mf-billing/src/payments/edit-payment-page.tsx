import type { FormEvent } from 'react';
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
import { FormActions, FormGrid, FormNotice } from '../common/form-layout';
import { useEditPayment } from './use-edit-payment';
import { roundTimeUp } from './payment.rules';

interface NavigationState {
  patientData?: { firstName?: string; lastName?: string };
  therapistUserId?: string;
}

export function EditPaymentPage() {
  const { t } = useTranslation('mf-billing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as NavigationState;
  const form = useEditPayment(id);
  useEscapeGoesBack('/payments');
  const errorText = useErrorMessage('mf-billing');
  // local rules and server hints alike are i18n keys
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  if (form.item.isPending) return <PageSpinner label={t('loading')} />;
  // an unknown, another therapist's or a malformed id is a not-found (the shell's page), not a failure
  if (form.item.notFound) return <Navigate to="/not-found" replace />;
  if (form.item.isError) {
    return (
      <PageLayout title={t('editPayment.title')}>
        <ErrorPanel title={t('editPayment.loadError')} onRetry={() => form.item.refetch()} />
      </PageLayout>
    );
  }
  // An invoiced session is priced by its invoice (nothing here can change); while a request is open, its price
  // and currency wait until it is paid or declined. The database refuses both; the form says so first.
  const { invoiceNumber, hasOpenRequest } = form.item.data;
  const invoiced = invoiceNumber !== null;
  const moneyLocked = invoiced || hasOpenRequest;
  const patient = state.patientData
    ? `${state.patientData.firstName ?? ''} ${state.patientData.lastName ?? ''}`
    : `${form.item.data.firstName ?? ''} ${form.item.data.lastName ?? ''}`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit({
      saved: () => {
        toast.success(t('editPayment.saved'));
        navigate('/payments');
      },
      failed: (error) => toast.error(errorText(error, 'editPayment.saveError')),
    });
  };

  return (
    <PageLayout
      title={t('editPayment.title')}
      subtitle={
        <>
          <PersonalData>{patient.trim()}</PersonalData> · {form.item.data.title}
        </>
      }
    >
      <FormGrid
        $column="240px"
        $max="760px"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('editPayment.title')}
      >
        {invoiced ? (
          <FormNotice role="note">{t('editPayment.invoicedNotice', { number: invoiceNumber })}</FormNotice>
        ) : (
          hasOpenRequest && <FormNotice role="note">{t('editPayment.openRequestNotice')}</FormNotice>
        )}
        {/* the clinic's date and time (Europe/Oslo), whatever the browser's time zone */}
        <DateField
          label={t('editPayment.date')}
          required
          disabled={invoiced}
          value={form.values.date}
          onChange={(value) => form.setField('date', value)}
          error={message(form.errors.date)}
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
          value={form.values.time}
          onChange={(e) => form.setField('time', e.target.value)}
          // the 5-minute step, shown as soon as the field is left (and saved so)
          onBlur={(e) => {
            const rounded = roundTimeUp(e.target.value);
            if (rounded && rounded !== e.target.value) form.setField('time', rounded);
          }}
          error={message(form.errors.time)}
        />
        <TextField
          label={t('editPayment.price')}
          // text, not number: a number input drops '600,50' in an English browser (one amount rule)
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          disabled={moneyLocked}
          value={form.values.price}
          onChange={(e) => form.setField('price', e.target.value)}
          error={message(form.errors.price)}
        />
        <Select
          label={t('editPayment.currency')}
          required
          disabled={moneyLocked}
          value={form.values.currencyId}
          onValueChange={(v) => form.setField('currencyId', v)}
          options={(form.currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
          placeholder={t('editPayment.currencyPlaceholder')}
          error={message(form.errors.currencyId)}
        />
        <TextField
          label={t('editPayment.phone')}
          type="tel"
          required
          disabled={invoiced}
          value={form.values.phone}
          onChange={(e) => form.setField('phone', e.target.value)}
          error={message(form.errors.phone)}
        />
        <TextField
          label={t('editPayment.email')}
          type="email"
          required
          disabled={invoiced}
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
          error={message(form.errors.email)}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={form.saving} disabled={invoiced}>
            {t('editPayment.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate('/payments')}>
            {t('editPayment.cancel')}
          </Button>
        </FormActions>
      </FormGrid>
    </PageLayout>
  );
}
