import type { AppointmentFormMode } from '../common/appointment-form-mode';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hintOf } from 'supabase-client';
import { toast, useErrorMessage, useSession, type ComboboxGroup } from 'shared-ui';
import { fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import type { EditableAppointment } from './appointment-form.resource';
import {
  applyAppointmentType,
  applyScript,
  fromInstant,
  groupPatients,
  isTimeRangeDisabled,
  moveStart,
  refusalField,
  timeslotsEmptyText,
  toInstant,
  appointmentFormSchema,
  type AppointmentTypeOption,
  type FormValues,
  type PatientOption,
} from './appointment-form.rules';
import {
  useAvailableTherapists,
  useCancelAppointment,
  useFreeTimeslots,
  usePatientOption,
  usePatientOptions,
  useSaveAppointment,
  useTherapistName,
} from './use-appointment-form';

type CreateMode = Extract<AppointmentFormMode, { kind: 'create' }>;

function initialValues(
  me: string,
  create: CreateMode | undefined,
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

export const personLabel = (p: PatientOption | null) => (p ? `${p.lastName} ${p.firstName}`.trim() : '');

/**
 * The patient select: the chosen option, or the preselected/edited patient until another is chosen; typing
 * searches (deferred), an untouched label does not.
 */
function usePatientSelect(patientUserId: string) {
  const { t } = useTranslation('mf-calendar');
  const [chosen, setChosen] = useState<PatientOption | null | undefined>(undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const preselected = usePatientOption(chosen === undefined ? patientUserId : '');
  const selected = chosen === undefined ? (preselected.data ?? null) : chosen;
  const search = useDeferredValue(typed === null || typed === personLabel(selected) ? '' : typed);
  const options = usePatientOptions(search);
  const groups: ComboboxGroup<PatientOption>[] = groupPatients(options.data ?? [], search).map((g) => ({
    key: g.key,
    label: t(`appointmentForm.patientGroups.${g.key}`),
    items: g.patients,
  }));
  const choose = (patient: PatientOption | null) => {
    setChosen(patient);
    setTyped(null);
  };
  return {
    selected,
    inputValue: typed ?? personLabel(selected),
    setTyped,
    groups,
    loading: options.isFetching,
    choose,
  };
}

/**
 * Everything the appointment form holds (spec 000 §5): the values and their errors, the patient select, the
 * free times, the therapists to choose from, and save/cancel with the database's refusals mapped to fields.
 * A failed save keeps what was typed.
 */
export function useAppointmentFormState({
  types,
  existing,
  create,
  onDone,
}: {
  types: AppointmentTypeOption[];
  existing?: EditableAppointment | undefined;
  create?: CreateMode | undefined;
  onDone(appointmentId: string): void;
}) {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const session = useSession()!;
  const form = useSchemaForm(appointmentFormSchema(), {
    defaultValues: initialValues(session.userId, create, existing),
  });
  const values = form.watch();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const save = useSaveAppointment();
  const cancel = useCancelAppointment();

  const type = types.find((x) => x.id === values.appointmentTypeId);
  const script = type?.scripts.find((s) => s.id === values.scriptId);
  const duration = existing?.duration ?? type?.duration ?? 0;
  const timeDisabled = isTimeRangeDisabled(values);
  const start = values.date && values.startTime ? toInstant(values.date, values.startTime) : null;
  const patient = usePatientSelect(values.patientUserId);

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

  // A change clears what the server said about the form; the fields' own rules follow every change once
  // submitted (shared-ui/forms), and a new end time is a new time range (its start's refusal goes).
  const update = (patch: Partial<FormValues>) => {
    form.update((v) => ({ ...v, ...patch }));
    if ('endTime' in patch) form.clearErrors('startTime');
    setFormError(null);
  };
  const chooseType = (id: string) => {
    const next = types.find((x) => x.id === id);
    if (!next) return;
    form.update((v) => applyAppointmentType(v, next));
    form.clearErrors(['startTime']);
    setFormError(null);
  };
  const chooseScript = (id: string) => {
    const next = type?.scripts.find((s) => s.id === id);
    if (!next) return;
    form.update((v) => applyScript(v, next));
    setFormError(null);
  };
  const choosePatient = (p: PatientOption | null) => {
    patient.choose(p);
    update({ patientUserId: p?.id ?? '' });
  };

  // A second click or Enter while the first save runs does nothing (form.submit runs one save at a time): no
  // double booking.
  const save_ = async (saved: FormValues) => {
    const at = toInstant(saved.date, saved.startTime);
    if (!at || !saved.liveSessionType) return;
    const data = {
      patientUserId: saved.patientUserId,
      start: at,
      liveSessionType: saved.liveSessionType,
      scriptId: saved.scriptId,
      title: saved.title.trim(),
      therapistUserId: saved.therapistUserId,
    };
    let appointmentId: string;
    try {
      appointmentId = await save.mutateAsync(
        existing
          ? { kind: 'edit', data: { ...data, appointmentId: existing.id } }
          : { kind: 'create', data: { ...data, appointmentTypeId: saved.appointmentTypeId } },
      );
    } catch (error) {
      // a refusal about one field is shown at that field; anything else above the buttons
      const refused = refusalField(hintOf(error));
      if (refused) form.setError(refused.field, { message: refused.key });
      else setFormError(errorText(error, 'appointmentForm.errors.saveFailed'));
      return;
    }
    toast.success(t(existing ? 'appointmentForm.updated' : 'appointmentForm.created'));
    onDone(appointmentId);
  };
  const submit = (event: FormEvent) => {
    setFormError(null);
    return form.submit(save_)(event);
  };

  const cancelAppointment = () => {
    if (!existing) return;
    cancel.mutate(existing.id, {
      onSuccess: (appointmentId) => {
        toast.success(t('appointmentForm.canceled'));
        onDone(appointmentId);
      },
      onError: (error) => {
        setConfirmCancel(false);
        setFormError(errorText(error, 'appointmentForm.cancelFailed'));
        toast.error(t('appointmentForm.cancelFailed'));
      },
    });
  };

  return {
    values,
    update,
    chooseType,
    chooseScript,
    choosePatient,
    /** The field's translated error, if any. */
    errorOf: (field: keyof FormValues) => fieldErrorText(t, form.formState.errors[field]),
    formError,
    type,
    script,
    duration,
    timeDisabled,
    patient,
    freeTimes: {
      starts: freeStarts,
      loading: free.isLoading,
      emptyText: timeslotsEmptyText(values.liveSessionType, free.isSuccess ? freeStarts : []),
    },
    therapists,
    submit,
    saving: form.formState.isSubmitting,
    cancel: {
      confirming: confirmCancel,
      setConfirming: setConfirmCancel,
      run: cancelAppointment,
      pending: cancel.isPending,
    },
  };
}
