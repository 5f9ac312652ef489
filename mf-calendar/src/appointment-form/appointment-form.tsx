import type { AppointmentFormMode } from '../common/appointment-form-mode';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Combobox,
  DateField,
  ErrorPanel,
  PersonalData,
  RadioGroup,
  Select,
  Spinner,
  TextField,
  LIVE_SESSION_TYPES,
  useSession,
  type LiveSessionType,
} from 'shared-ui';
import type { EditableAppointment } from './appointment-form.resource';
import {
  editRestriction,
  firstSelectableDay,
  isAppointmentTypeSelectable,
  isLiveSessionTypeEnabled,
  isScriptSelectable,
  MAX_TITLE_LENGTH,
  type AppointmentTypeOption,
  type PatientOption,
} from './appointment-form.rules';
import { TimeRangeFields } from './time-range-fields';
import { useAppointment, useAppointmentTypes } from './use-appointment-form';
import { personLabel, useAppointmentFormState } from './use-appointment-form-state';

export interface AppointmentFormProps {
  mode: AppointmentFormMode;
  /** Called after a successful save or cancel with the appointment's id. */
  onDone(appointmentId: string): void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** Loads what the form needs, applies the edit restrictions, then renders the fields. */
export function AppointmentForm({ mode, onDone }: AppointmentFormProps) {
  const { t } = useTranslation('mf-calendar');
  const session = useSession();
  const types = useAppointmentTypes();
  const appointment = useAppointment(mode.kind === 'edit' ? mode.appointmentId : undefined);

  if (types.isError || appointment.isError) return <ErrorPanel title={t('appointmentForm.loadFailed')} />;
  if (!session || types.isPending || (mode.kind === 'edit' && appointment.isPending)) {
    return <Spinner label={t('appointmentForm.loading')} />;
  }
  if (mode.kind === 'edit') {
    const existing = appointment.data ?? null;
    const restriction = editRestriction(existing);
    if (restriction || !existing) {
      return <Note role="alert">{t(`appointmentForm.errors.${restriction ?? 'wrongData'}`)}</Note>;
    }
    return <FormFields key={existing.id} types={types.data} existing={existing} onDone={onDone} />;
  }
  return <FormFields types={types.data} create={mode} onDone={onDone} />;
}

/** The fields of spec 000 §5; the state and the save live in useAppointmentFormState. */
function FormFields({
  types,
  existing,
  create,
  onDone,
}: {
  types: AppointmentTypeOption[];
  existing?: EditableAppointment;
  create?: Extract<AppointmentFormMode, { kind: 'create' }>;
  onDone(appointmentId: string): void;
}) {
  const { t } = useTranslation('mf-calendar');
  const form = useAppointmentFormState({ types, existing, create, onDone });
  const { values, update, errorOf: err } = form;

  return (
    <Form
      noValidate
      onSubmit={form.submit}
      aria-label={t(existing ? 'appointmentForm.editTitle' : 'appointmentForm.createTitle')}
    >
      {existing?.isDraftAppointment && <Note>{t('appointmentForm.draft')}</Note>}

      <Select
        label={t('appointmentForm.appointmentType')}
        placeholder={t('appointmentForm.appointmentTypePlaceholder')}
        value={values.appointmentTypeId}
        // update_appointment keeps the booked type (its price and duration are part of the booking)
        disabled={Boolean(existing)}
        error={err('appointmentTypeId')}
        onValueChange={form.chooseType}
        options={types.map((x) => ({
          value: x.id,
          label: isAppointmentTypeSelectable(x)
            ? x.name
            : t('appointmentForm.typeWithoutScripts', { name: x.name }),
          disabled: !isAppointmentTypeSelectable(x),
        }))}
      />

      <TextField
        label={t('appointmentForm.title')}
        value={values.title}
        maxLength={MAX_TITLE_LENGTH + 1}
        error={err('title')}
        // Enter in the title saves: the browser submits the form (implicit submission)
        onChange={(e) => update({ title: e.target.value })}
      />

      <DateField
        label={t('appointmentForm.date')}
        min={firstSelectableDay()}
        value={values.date}
        error={err('date')}
        onChange={(date) => update({ date })}
      />

      <TimeRangeFields
        values={values}
        duration={form.duration}
        disabled={form.timeDisabled}
        error={err('startTime')}
        freeTimes={form.freeTimes}
        update={update}
      />

      <Select
        label={t('appointmentForm.script')}
        placeholder={t('appointmentForm.scriptPlaceholder')}
        value={values.scriptId}
        disabled={!form.type}
        error={err('scriptId')}
        onValueChange={form.chooseScript}
        options={(form.type?.scripts ?? []).map((s) => ({
          value: s.id,
          label: isScriptSelectable(s) ? s.name : t('appointmentForm.scriptWithoutSteps', { name: s.name }),
          disabled: !isScriptSelectable(s),
        }))}
      />

      <RadioGroup
        label={t('appointmentForm.liveSessionType')}
        value={values.liveSessionType}
        error={err('liveSessionType')}
        options={LIVE_SESSION_TYPES.map((x) => ({
          value: x,
          label: t(`appointmentForm.liveSessionTypes.${x}`),
          disabled: !isLiveSessionTypeEnabled(form.script, x),
        }))}
        onValueChange={(x) => update({ liveSessionType: x as LiveSessionType })}
      />

      <Combobox<PatientOption>
        label={t('appointmentForm.patient')}
        placeholder={t('appointmentForm.patientPlaceholder')}
        groups={form.patient.groups}
        itemKey={(p) => p.id}
        itemToString={personLabel}
        renderItem={(p) => (
          <PersonalData>
            {personLabel(p)}
            {p.email ? ` · ${p.email}` : ''}
          </PersonalData>
        )}
        selectedItem={form.patient.selected}
        onSelectedItemChange={form.choosePatient}
        inputValue={form.patient.inputValue}
        onInputValueChange={form.patient.setTyped}
        loading={form.patient.loading}
        loadingText={t('appointmentForm.loading')}
        emptyText={t('appointmentForm.noPatients')}
        error={err('patientUserId')}
      />

      <Select
        label={t('appointmentForm.therapist')}
        value={values.therapistUserId}
        onValueChange={(id) => update({ therapistUserId: id })}
        options={form.therapists.map((x) => ({ value: x.id, label: x.label }))}
      />

      {form.formError && (
        <Note role="alert" $error>
          {form.formError}
        </Note>
      )}

      <Actions>
        <Button type="submit" variant="primary" loading={form.saving}>
          {form.saving ? t('appointmentForm.saving') : t('appointmentForm.save')}
        </Button>
        {existing &&
          (form.cancel.confirming ? (
            <div role="group" aria-label={t('appointmentForm.cancelConfirm')}>
              <Note as="span">{t('appointmentForm.cancelConfirm')}</Note>{' '}
              <Button variant="danger" loading={form.cancel.pending} onClick={form.cancel.run}>
                {t('appointmentForm.cancelConfirmYes')}
              </Button>{' '}
              <Button variant="ghost" onClick={() => form.cancel.setConfirming(false)}>
                {t('appointmentForm.cancelConfirmNo')}
              </Button>
            </div>
          ) : (
            <Button variant="danger" onClick={() => form.cancel.setConfirming(true)}>
              {t('appointmentForm.cancelAppointment')}
            </Button>
          ))}
      </Actions>
    </Form>
  );
}
