/**
 * The invite form's 'Create appointment' panel (spec 001 §2): when its switch is on, the new patient is
 * booked right after the invitation through book_appointment, with the appointment form's rules (spec §5).
 */
import { clinicDate, type LiveSessionType } from 'shared-ui';
import { z } from 'shared-ui/forms';

export interface ScriptChoice {
  id: string;
  name: string;
  liveSessionTypes: LiveSessionType[];
  /** steps plus endings: a script without any cannot be booked */
  stepCount: number;
}

export interface AppointmentTypeChoice {
  id: string;
  name: string;
  scripts: ScriptChoice[];
}

export interface AppointmentPanelValues {
  enabled: boolean;
  appointmentTypeId: string | null;
  scriptId: string | null;
  liveSessionType: LiveSessionType | null;
  /** yyyy-MM-dd in clinic time */
  day: string;
  /** one of the free timeslots (ISO instant) */
  startAt: string | null;
  title: string;
}

export const EMPTY_APPOINTMENT_PANEL: AppointmentPanelValues = {
  enabled: false,
  appointmentTypeId: null,
  scriptId: null,
  liveSessionType: null,
  day: '',
  startAt: null,
  title: '',
};

/** The shared title limit (the database refuses longer: book_appointment). */
export const TITLE_MAX_LENGTH = 256;

/** Only types that have a script with at least one step or ending can be booked (spec 001 §5). */
export function bookableTypes(types: AppointmentTypeChoice[]): AppointmentTypeChoice[] {
  return types
    .map((type) => ({ ...type, scripts: type.scripts.filter((s) => s.stepCount > 0) }))
    .filter((type) => type.scripts.length > 0);
}

const message = (field: keyof AppointmentPanelValues, rule: string) => `booking.validation.${field}.${rule}`;

/**
 * The panel's rules, those of the appointment form (spec 001 §5), messages `booking.validation.<field>.<rule>`;
 * nothing is checked while the switch is off. A typed day before today is refused like a missing one (the
 * calendar offers none).
 */
export const appointmentPanelSchema = z
  .object({
    enabled: z.boolean(),
    appointmentTypeId: z.string().nullable(),
    scriptId: z.string().nullable(),
    liveSessionType: z.custom<LiveSessionType>().nullable(),
    day: z.string(),
    startAt: z.string().nullable(),
    title: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.enabled) return;
    const problem = (field: keyof AppointmentPanelValues, rule: string) =>
      context.addIssue({ code: 'custom', path: [field], message: message(field, rule) });
    if (!values.appointmentTypeId) problem('appointmentTypeId', 'required');
    if (!values.scriptId) problem('scriptId', 'required');
    if (!values.liveSessionType) problem('liveSessionType', 'required');
    if (!values.day || values.day < clinicDate(Date.now())) problem('day', 'required');
    else if (!values.startAt) problem('startAt', 'required');
    if (values.title === '') problem('title', 'required');
    else if (values.title.trim() === '') problem('title', 'blank');
    else if (values.title.trim().length > TITLE_MAX_LENGTH) problem('title', 'tooLong');
  });

/** Choosing a type sets the title to its name, and picks its script when there is only one. */
export function applyType(
  values: AppointmentPanelValues,
  type: AppointmentTypeChoice,
): AppointmentPanelValues {
  const only = type.scripts.length === 1 ? type.scripts[0]! : null;
  return applyScript(
    { ...values, appointmentTypeId: type.id, title: type.name, scriptId: null, startAt: null },
    only,
  );
}

/** A live session type stays only when the script supports it; a script with one type picks it. */
export function applyScript(
  values: AppointmentPanelValues,
  script: ScriptChoice | null,
): AppointmentPanelValues {
  if (!script) return { ...values, scriptId: null, liveSessionType: null, startAt: null };
  const keep = values.liveSessionType && script.liveSessionTypes.includes(values.liveSessionType);
  const liveSessionType = keep
    ? values.liveSessionType
    : script.liveSessionTypes.length === 1
      ? script.liveSessionTypes[0]!
      : null;
  return { ...values, scriptId: script.id, liveSessionType, startAt: keep ? values.startAt : null };
}

/** The free timeslots depend on type, live session type and day; any of them changing clears the time. */
export function slotQuery(values: AppointmentPanelValues) {
  if (!values.enabled || !values.appointmentTypeId || !values.liveSessionType || !values.day) return null;
  return {
    appointmentTypeId: values.appointmentTypeId,
    liveSessionType: values.liveSessionType,
    day: values.day,
  };
}

/**
 * Why book_invitation_appointment / book_appointment refused the booking (the database's hint), each said
 * in the interface language: the English texts are the database's (the spec's) messages word for word.
 * Their texts are `errors.<hint>` in i18n (shared-ui useErrorMessage); any other failure says the
 * action's own failure text.
 */
export const BOOKING_REFUSALS = [
  'slot_taken',
  'start_required',
  'live_session_type_required',
  'live_session_type_not_in_script',
  'title_empty',
  'title_too_long',
  'appointment_type_required',
  'script_required',
  'script_without_steps',
  'therapist_not_found',
  'patient_not_found',
  'calendar_not_integrated',
  'invitation_not_found',
  'invitation_not_open',
] as const;
