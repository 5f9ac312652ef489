import { useDeferredValue, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Combobox,
  ErrorPanel,
  PersonalData,
  Popover,
  RadioGroup,
  Spinner,
  TextField,
  toast,
  useSession,
  type ComboboxGroup,
} from 'shared-ui';
import type { AppointmentFormMode } from './appointment-form-drawer';
import { BookingError, type EditableAppointment } from './appointment-form.resource';
import {
  applyAppointmentType,
  applyScript,
  editRestriction,
  endTimeFor,
  firstSelectableDay,
  fromInstant,
  groupPatients,
  isAppointmentTypeSelectable,
  isLiveSessionTypeEnabled,
  isScriptSelectable,
  isTimeRangeDisabled,
  LIVE_SESSION_TYPES,
  MAX_TITLE_LENGTH,
  moveEnd,
  moveStart,
  saveErrorKey,
  timeslotsEmptyText,
  TIME_STEP_SECONDS,
  toInstant,
  validate,
  type AppointmentTypeOption,
  type FormErrors,
  type FormValues,
  type LiveSessionType,
  type PatientOption,
} from './rules';
import {
  useAppointment,
  useAppointmentTypes,
  useAvailableTherapists,
  useCancelAppointment,
  useFreeTimeslots,
  usePatientOption,
  usePatientOptions,
  useSaveAppointment,
  useTherapistName,
} from './use-appointment-form';

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

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
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

const SelectWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const PopoverBody = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;

function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SelectWrap>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <span id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </SelectWrap>
  );
}

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

function initialValues(
  me: string,
  create: Extract<AppointmentFormMode, { kind: 'create' }> | undefined,
  existing: EditableAppointment | undefined,
): FormValues {
  if (existing) {
    const { date, time } = fromInstant(existing.startAt);
    return {
      appointmentTypeId: existing.appointmentTypeId ?? '',
      title: existing.title,
      date,
      ...moveStart(time, existing.duration),
      scriptId: existing.scriptId ?? '',
      liveSessionType: existing.liveSessionType,
      patientUserId: existing.patientUserId,
      therapistUserId: existing.therapistUserId,
    };
  }
  const start = create?.start ? fromInstant(create.start) : null;
  return {
    appointmentTypeId: '',
    title: '',
    date: start?.date ?? '',
    // the end follows once a type (and so a duration) is chosen
    startTime: start ? moveStart(start.time, 0).startTime : '',
    endTime: '',
    scriptId: '',
    liveSessionType: '',
    patientUserId: create?.patientUserId ?? '',
    therapistUserId: create?.therapistUserId ?? me,
  };
}

const personLabel = (p: PatientOption | null) => (p ? `${p.lastName} ${p.firstName}`.trim() : '');

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
  const session = useSession()!;
  const [values, setValues] = useState<FormValues>(() => initialValues(session.userId, create, existing));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slotsOpen, setSlotsOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const save = useSaveAppointment();
  const cancel = useCancelAppointment();

  const type = types.find((x) => x.id === values.appointmentTypeId);
  const script = type?.scripts.find((s) => s.id === values.scriptId);
  const duration = existing?.duration ?? type?.duration ?? 0;
  const timeDisabled = isTimeRangeDisabled(values);
  const start = values.date && values.startTime ? toInstant(values.date, values.startTime) : null;

  // patient select: the chosen option, or the preselected/edited patient until another is chosen
  const [chosenPatient, setChosenPatient] = useState<PatientOption | null | undefined>(undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const preselected = usePatientOption(chosenPatient === undefined ? values.patientUserId : '');
  const selectedPatient = chosenPatient === undefined ? (preselected.data ?? null) : chosenPatient;
  const inputValue = typed ?? personLabel(selectedPatient);
  const search = useDeferredValue(typed === null || typed === personLabel(selectedPatient) ? '' : typed);
  const patients = usePatientOptions(search);
  const patientGroups: ComboboxGroup<PatientOption>[] = groupPatients(patients.data ?? [], search).map(
    (g) => ({
      key: g.key,
      label: t(`appointmentForm.patientGroups.${g.key}`),
      items: g.patients,
    }),
  );

  const free = useFreeTimeslots(
    !timeDisabled && values.liveSessionType && values.therapistUserId
      ? {
          therapistUserId: values.therapistUserId,
          appointmentTypeId: values.appointmentTypeId,
          liveSessionType: values.liveSessionType,
          day: values.date,
          excludeAppointmentId: existing?.id,
        }
      : null,
  );
  const freeStarts = (free.data ?? []).map((iso) => fromInstant(iso).time);
  const emptyText = timeslotsEmptyText(values.liveSessionType, free.isSuccess ? freeStarts : []);

  const available = useAvailableTherapists(start, values.appointmentTypeId);
  const therapists = [
    {
      id: session.userId,
      label: t('appointmentForm.me', { name: `${session.firstName} ${session.lastName}` }),
    },
    ...(available.data ?? [])
      .filter((x) => x.id !== session.userId)
      .map((x) => ({ id: x.id, label: `${x.firstName} ${x.lastName}` })),
  ];
  const assigned = useTherapistName(
    therapists.some((x) => x.id === values.therapistUserId) ? '' : values.therapistUserId,
  );
  if (assigned.data) therapists.push({ id: values.therapistUserId, label: assigned.data });

  const clearErrors = (fields: (keyof FormValues)[]) => {
    setErrors((e) => {
      const next = { ...e };
      for (const k of fields) delete next[k];
      return next;
    });
    setFormError(null);
  };
  const update = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const fields = Object.keys(patch) as (keyof FormValues)[];
    clearErrors('endTime' in patch ? [...fields, 'startTime'] : fields);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !start || !values.liveSessionType) return;
    const data = {
      patientUserId: values.patientUserId,
      start,
      liveSessionType: values.liveSessionType,
      scriptId: values.scriptId,
      title: values.title.trim(),
      therapistUserId: values.therapistUserId,
    };
    try {
      const result = await save.mutateAsync(
        existing
          ? { kind: 'edit', data: { ...data, appointmentId: existing.id } }
          : { kind: 'create', data: { ...data, appointmentTypeId: values.appointmentTypeId } },
      );
      toast.success(t(existing ? 'appointmentForm.updated' : 'appointmentForm.created'));
      if (result.syncFailed) toast.error(t('appointmentForm.syncFailed'));
      onDone(result.appointmentId);
    } catch (error) {
      const key = saveErrorKey(error instanceof BookingError ? error.hint : null);
      // a refusal about one field is shown at that field; anything else above the buttons
      if (key === 'slotTaken' || key === 'timeRequired') setErrors((e) => ({ ...e, startTime: key }));
      else if (key === 'dateRequired') setErrors((e) => ({ ...e, date: key }));
      else setFormError(t(`appointmentForm.errors.${key}`));
    }
  };

  const onCancelAppointment = async () => {
    if (!existing) return;
    try {
      const result = await cancel.mutateAsync(existing.id);
      toast.success(t('appointmentForm.canceled'));
      if (result.syncFailed) toast.error(t('appointmentForm.syncFailed'));
      onDone(result.appointmentId);
    } catch (error) {
      const hint = error instanceof BookingError ? error.hint : null;
      const key = saveErrorKey(hint);
      setConfirmCancel(false);
      setFormError(
        key === 'finished' || key === 'wrongData'
          ? t(`appointmentForm.errors.${key}`)
          : t('appointmentForm.cancelFailed'),
      );
      toast.error(t('appointmentForm.cancelFailed'));
    }
  };

  const err = (field: keyof FormValues) =>
    errors[field] ? t(`appointmentForm.errors.${errors[field]}`) : undefined;

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(existing ? 'appointmentForm.editTitle' : 'appointmentForm.createTitle')}
    >
      {existing?.isDraftAppointment && <Note>{t('appointmentForm.draft')}</Note>}

      <SelectField
        label={t('appointmentForm.appointmentType')}
        value={values.appointmentTypeId}
        // update_appointment keeps the booked type (its price and duration are part of the booking)
        disabled={Boolean(existing)}
        error={err('appointmentTypeId')}
        onChange={(id) => {
          const next = types.find((x) => x.id === id);
          if (next) {
            setValues((v) => applyAppointmentType(v, next));
            clearErrors(['appointmentTypeId', 'title', 'startTime']);
          }
        }}
      >
        <option value="" disabled>
          {t('appointmentForm.appointmentTypePlaceholder')}
        </option>
        {types.map((x) => (
          <option key={x.id} value={x.id} disabled={!isAppointmentTypeSelectable(x)}>
            {isAppointmentTypeSelectable(x)
              ? x.name
              : t('appointmentForm.typeWithoutScripts', { name: x.name })}
          </option>
        ))}
      </SelectField>

      <TextField
        label={t('appointmentForm.title')}
        value={values.title}
        maxLength={MAX_TITLE_LENGTH + 1}
        error={err('title')}
        // Enter in the title saves: the browser submits the form (implicit submission)
        onChange={(e) => update({ title: e.target.value })}
      />

      <TextField
        label={t('appointmentForm.date')}
        type="date"
        min={firstSelectableDay()}
        value={values.date}
        error={err('date')}
        onChange={(e) => update({ date: e.target.value })}
      />

      <Row>
        <TextField
          label={t('appointmentForm.start')}
          type="time"
          step={TIME_STEP_SECONDS}
          disabled={timeDisabled}
          value={values.startTime}
          error={err('startTime')}
          hint={timeDisabled ? t('appointmentForm.timeRangeHint') : undefined}
          onChange={(e) =>
            update({ startTime: e.target.value, endTime: endTimeFor(e.target.value, duration) })
          }
          onBlur={(e) => e.target.value && update(moveStart(e.target.value, duration))}
        />
        <TextField
          label={t('appointmentForm.end')}
          type="time"
          step={TIME_STEP_SECONDS}
          disabled={timeDisabled}
          value={values.endTime}
          onChange={(e) => update({ endTime: e.target.value })}
          onBlur={(e) => e.target.value && update(moveEnd(e.target.value, duration))}
        />
        <Popover
          label={t('appointmentForm.freeTimes')}
          open={slotsOpen}
          onOpenChange={setSlotsOpen}
          maxWidth="320px"
          trigger={
            <Button disabled={timeDisabled} aria-label={t('appointmentForm.showFreeTimes')}>
              {t('appointmentForm.showFreeTimes')}
            </Button>
          }
        >
          <PopoverBody>
            {free.isLoading ? (
              <Spinner label={t('appointmentForm.loading')} />
            ) : (
              <RadioGroup
                label={t('appointmentForm.freeTimes')}
                orientation="vertical"
                value={freeStarts.includes(values.startTime) ? values.startTime : ''}
                options={emptyText ? [] : freeStarts.map((time) => ({ value: time, label: time }))}
                emptyText={emptyText ? t(`appointmentForm.emptyTimeslots.${emptyText}`) : undefined}
                onValueChange={(time) => {
                  update(moveStart(time, duration));
                  setSlotsOpen(false);
                }}
              />
            )}
          </PopoverBody>
        </Popover>
      </Row>

      <SelectField
        label={t('appointmentForm.script')}
        value={values.scriptId}
        disabled={!type}
        error={err('scriptId')}
        onChange={(id) => {
          const next = type?.scripts.find((s) => s.id === id);
          if (next) {
            setValues((v) => applyScript(v, next));
            clearErrors(['scriptId']);
          }
        }}
      >
        <option value="" disabled>
          {t('appointmentForm.scriptPlaceholder')}
        </option>
        {(type?.scripts ?? []).map((s) => (
          <option key={s.id} value={s.id} disabled={!isScriptSelectable(s)}>
            {isScriptSelectable(s) ? s.name : t('appointmentForm.scriptWithoutSteps', { name: s.name })}
          </option>
        ))}
      </SelectField>

      <RadioGroup
        label={t('appointmentForm.liveSessionType')}
        value={values.liveSessionType}
        error={err('liveSessionType')}
        options={LIVE_SESSION_TYPES.map((x) => ({
          value: x,
          label: t(`appointmentForm.liveSessionTypes.${x}`),
          disabled: !isLiveSessionTypeEnabled(script, x),
        }))}
        onValueChange={(x) => update({ liveSessionType: x as LiveSessionType })}
      />

      <Combobox<PatientOption>
        label={t('appointmentForm.patient')}
        placeholder={t('appointmentForm.patientPlaceholder')}
        groups={patientGroups}
        itemKey={(p) => p.id}
        itemToString={personLabel}
        renderItem={(p) => (
          <PersonalData>
            {personLabel(p)}
            {p.email ? ` · ${p.email}` : ''}
          </PersonalData>
        )}
        selectedItem={selectedPatient}
        onSelectedItemChange={(p) => {
          setChosenPatient(p);
          setTyped(null);
          update({ patientUserId: p?.id ?? '' });
        }}
        inputValue={inputValue}
        onInputValueChange={setTyped}
        loading={patients.isFetching}
        loadingText={t('appointmentForm.loading')}
        emptyText={t('appointmentForm.noPatients')}
        error={err('patientUserId')}
      />

      <SelectField
        label={t('appointmentForm.therapist')}
        value={values.therapistUserId}
        onChange={(id) => update({ therapistUserId: id })}
      >
        {therapists.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </SelectField>

      {formError && (
        <Note role="alert" $error>
          {formError}
        </Note>
      )}

      <Actions>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {save.isPending ? t('appointmentForm.saving') : t('appointmentForm.save')}
        </Button>
        {existing &&
          (confirmCancel ? (
            <div role="group" aria-label={t('appointmentForm.cancelConfirm')}>
              <Note as="span">{t('appointmentForm.cancelConfirm')}</Note>{' '}
              <Button variant="danger" loading={cancel.isPending} onClick={onCancelAppointment}>
                {t('appointmentForm.cancelConfirmYes')}
              </Button>{' '}
              <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                {t('appointmentForm.cancelConfirmNo')}
              </Button>
            </div>
          ) : (
            <Button variant="danger" onClick={() => setConfirmCancel(true)}>
              {t('appointmentForm.cancelAppointment')}
            </Button>
          ))}
      </Actions>
    </Form>
  );
}
