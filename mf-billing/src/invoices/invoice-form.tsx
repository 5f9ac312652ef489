import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, DateField, PersonalData, Select, Spinner, TextField, useFormatMoney } from 'shared-ui';
import { fieldErrorText } from 'shared-ui/forms';
import { FormActions, FormGrid, FormNotice } from '../common/form-layout';
import { formatDay } from './invoice-format';
import { isOffered, notOfferedReason, type BillableAppointment } from './invoice.rules';
import type { useInvoiceForm } from './use-invoice-form';

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  max-height: 320px;
  overflow: auto;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const NotOffered = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    font-size: ${({ theme }) => theme.font.size.small};
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const Total = styled.p`
  grid-column: 1 / -1;
  font-size: 1.2em;
  font-weight: 600;
`;

type Form = ReturnType<typeof useInvoiceForm>;

export function InvoiceForm({
  form,
  onSubmit,
  onCancel,
}: {
  form: Form;
  onSubmit(event?: React.BaseSyntheticEvent): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation('mf-billing');
  const formatMoney = useFormatMoney();
  const { values } = form;
  const { errors } = form.form.formState;
  const all = form.appointments.data ?? [];
  const offered = all.filter((a) => isOffered(a, form.currencyCode));
  const notOffered = all.filter((a) => !isOffered(a, form.currencyCode));
  // each session in its own currency: one in another currency is listed as such, never relabelled
  const line = (a: BillableAppointment) =>
    `${formatDay(a.startAt)} · ${a.title} · ${formatMoney(a.price, a.currencyCode)}`;
  const reason = (a: BillableAppointment) => {
    const why = notOfferedReason(a, form.currencyCode);
    return why === 'invoiced'
      ? t('invoiceEditor.onInvoice', { number: a.invoiceNumber })
      : why === 'paid'
        ? t('invoiceEditor.paymentPaid')
        : why === 'currency'
          ? t('invoiceEditor.otherCurrency', { currency: a.currencyCode })
          : t('invoiceEditor.paymentRequested');
  };
  // local rules and server hints alike are i18n keys
  const text = (field: 'number' | 'address' | 'postcode' | 'city', type = 'text') => (
    <TextField
      label={t(`invoiceEditor.${field}`)}
      type={type}
      required
      min={type === 'number' ? 1 : undefined}
      {...form.form.register(field)}
      error={fieldErrorText(t, errors[field])}
    />
  );
  return (
    <FormGrid
      $column="220px"
      $max="960px"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('invoiceEditor.title')}
    >
      <Wide>
        <Select
          label={t('invoiceEditor.patient')}
          required
          value={values.patientId}
          onValueChange={form.setPatient}
          placeholder={t('invoiceEditor.patientPlaceholder')}
          options={(form.patients.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.firstName} ${p.lastName}`,
          }))}
          error={fieldErrorText(t, errors.patientId)}
        />
      </Wide>
      <Fieldset aria-invalid={Boolean(errors.appointmentIds) || undefined}>
        <legend>{t('invoiceEditor.appointments')}</legend>
        {!values.patientId ? (
          <p>{t('invoiceEditor.choosePatientFirst')}</p>
        ) : form.appointments.isPending ? (
          <Spinner label={t('loading')} />
        ) : all.length === 0 ? (
          <p>{t('invoiceEditor.noAppointments')}</p>
        ) : (
          <>
            {offered.map((a) => (
              <label key={a.id}>
                <input
                  type="checkbox"
                  checked={values.appointmentIds.includes(a.id)}
                  onChange={() => form.toggleAppointment(a.id)}
                />
                <span>{line(a)}</span>
              </label>
            ))}
            {notOffered.length > 0 && (
              // Said, not hidden: an appointment is billed once, so one on another invoice is not offered.
              <NotOffered>
                <h3>{t('invoiceEditor.notOffered')}</h3>
                <ul>
                  {notOffered.map((a) => (
                    <li key={a.id} data-testid="appointment-not-offered">
                      {line(a)} — {reason(a)}
                    </li>
                  ))}
                </ul>
              </NotOffered>
            )}
          </>
        )}
        {errors.appointmentIds && (
          <ErrorText role="alert">{fieldErrorText(t, errors.appointmentIds)}</ErrorText>
        )}
      </Fieldset>
      {text('number', 'number')}
      <DateField
        label={t('invoiceEditor.invoiceDate')}
        required
        value={values.invoiceDate}
        onChange={form.setInvoiceDate}
        error={fieldErrorText(t, errors.invoiceDate)}
      />
      <DateField
        label={t('invoiceEditor.dueDate')}
        required
        value={values.dueDate}
        min={values.invoiceDate || undefined}
        onChange={(value) =>
          form.form.setValue('dueDate', value, {
            shouldDirty: true,
            shouldValidate: form.form.formState.isSubmitted,
          })
        }
        error={fieldErrorText(t, errors.dueDate)}
      />
      <Select
        label={t('invoiceEditor.currency')}
        required
        value={values.currencyId}
        onValueChange={form.setCurrency}
        options={(form.currencies.data ?? []).map((c) => ({ value: c.id, label: c.code }))}
        error={fieldErrorText(t, errors.currencyId)}
      />
      {text('address')}
      {text('postcode')}
      {text('city')}
      <Total aria-live="polite">
        {t('invoiceEditor.total', { count: form.items.length })}:{' '}
        <PersonalData>{formatMoney(form.total, form.currencyCode)}</PersonalData>
      </Total>
      {form.step === 'pdf' && (
        <FormNotice role="status">
          <Spinner label="" size={18} />
          {t('invoiceEditor.pdfNotice')}
        </FormNotice>
      )}
      <FormActions>
        <Button type="submit" variant="primary" loading={form.step !== 'idle'}>
          {t('invoiceEditor.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('invoiceEditor.cancel')}
        </Button>
      </FormActions>
    </FormGrid>
  );
}
