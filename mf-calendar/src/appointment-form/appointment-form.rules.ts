// The appointment form's rules (spec 000 §5, 001 §5) as pure functions, so each is tested on its own.
import { z } from 'shared-ui/forms';
import {
  addMinutes,
  differenceInCalendarDays,
  format,
  isValid,
  parse,
  roundToNearestMinutes,
  subDays,
  subMinutes,
} from 'date-fns';
import {
  CLINIC_TIME_ZONE,
  clinicDate,
  clinicInstant,
  clinicWallClock,
  type BookableAppointmentType,
  type BookableScript,
  type LiveSessionType,
} from 'shared-ui';

/**
 * Clinic time: dates and times in the form are Oslo wall-clock, whatever the browser's zone (through
 * shared-ui's clinic clock, which a fake clock cannot move to another zone).
 */
export { CLINIC_TIME_ZONE };
/** The database's CHECK on appointments.title (length(btrim(title)) between 1 and 256). */
export const MAX_TITLE_LENGTH = 256;
export const TIME_STEP_SECONDS = 300;

/** The booking's catalogue, read once for every remote (shared-ui's fetchBookableAppointmentTypes). */
export type ScriptOption = BookableScript;
export type AppointmentTypeOption = BookableAppointmentType;

export interface FormValues {
  appointmentTypeId: string;
  title: string;
  /** yyyy-MM-dd, Oslo */
  date: string;
  /** HH:mm, Oslo */
  startTime: string;
  endTime: string;
  scriptId: string;
  liveSessionType: LiveSessionType | '';
  patientUserId: string;
  therapistUserId: string;
}

export type FieldName = keyof FormValues;

/** A message key of the form: `appointmentForm.validation.<field>.<rule>`. */
export const formMessage = (field: FieldName, rule: string): string =>
  `appointmentForm.validation.${field}.${rule}`;

/** Only appointment types that have scripts can be chosen. */
export function isAppointmentTypeSelectable(type: AppointmentTypeOption): boolean {
  return type.scripts.length > 0;
}

/** Only scripts with at least one step or ending can be chosen. */
export function isScriptSelectable(script: ScriptOption): boolean {
  return script.stepCount + script.endingCount > 0;
}

/**
 * A script "supports" a live session type when the type is in scripts.live_session_types (the column the
 * script editor sets, and the one book_appointment checks).
 */
export function isLiveSessionTypeEnabled(script: ScriptOption | undefined, type: LiveSessionType): boolean {
  return Boolean(script?.liveSessionTypes.includes(type));
}

/** The time range stays disabled until a type and a day are chosen. */
export function isTimeRangeDisabled(values: Pick<FormValues, 'appointmentTypeId' | 'date'>): boolean {
  return !values.appointmentTypeId || !values.date;
}

const TIME = 'HH:mm';
const DAY = 'yyyy-MM-dd';

/** Start times round up to the next 5-minute step (a time already on a step stays). */
export function roundUpToFiveMinutes(date: Date): Date {
  return roundToNearestMinutes(date, { nearestTo: 5, roundingMethod: 'ceil' });
}

function parseTime(time: string): Date | null {
  const d = parse(time, TIME, new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

/**
 * What a person typed in a time field → `HH:mm` on the 24-hour clock, or null when it is not a time. Reads
 * `9`, `930`, `0930`, `9:30`, `09.30` (the clinic writes 24-hour times; a native time input showed AM/PM in an
 * English browser).
 */
export function parseTypedTime(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The end for a start: always start plus the type's duration. */
export function endTimeFor(startTime: string, durationMinutes: number): string {
  const start = parseTime(startTime);
  return start ? format(addMinutes(start, durationMinutes), TIME) : '';
}

/** A new start (typed or picked): rounded up to 5 minutes; the end follows so the duration is kept. */
export function moveStart(
  startTime: string,
  durationMinutes: number,
): Pick<FormValues, 'startTime' | 'endTime'> {
  const start = parseTime(startTime);
  if (!start) return { startTime: '', endTime: '' };
  const rounded = roundUpToFiveMinutes(start);
  return { startTime: format(rounded, TIME), endTime: format(addMinutes(rounded, durationMinutes), TIME) };
}

/** A new end: the start moves with it so the duration is kept (and stays on the 5-minute grid). */
export function moveEnd(endTime: string, durationMinutes: number): Pick<FormValues, 'startTime' | 'endTime'> {
  const end = parseTime(endTime);
  if (!end) return { startTime: '', endTime: '' };
  return moveStart(format(subMinutes(end, durationMinutes), TIME), durationMinutes);
}

/** Choosing a type sets the title to its name and keeps the end at start + the new duration. */
export function applyAppointmentType(values: FormValues, type: AppointmentTypeOption): FormValues {
  const scriptStillFits = type.scripts.some((s) => s.id === values.scriptId && isScriptSelectable(s));
  return {
    ...values,
    appointmentTypeId: type.id,
    title: type.name,
    endTime: values.startTime ? endTimeFor(values.startTime, type.duration) : values.endTime,
    scriptId: scriptStillFits ? values.scriptId : '',
    liveSessionType: scriptStillFits ? values.liveSessionType : '',
  };
}

/** Choosing a script clears a live session type the script does not support. */
export function applyScript(values: FormValues, script: ScriptOption): FormValues {
  const keep = values.liveSessionType && isLiveSessionTypeEnabled(script, values.liveSessionType);
  return { ...values, scriptId: script.id, liveSessionType: keep ? values.liveSessionType : '' };
}

/** Today's date in clinic time, yyyy-MM-dd. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDate(now);
}

/** Days before yesterday (clinic time) are disabled. */
export function isDayDisabled(day: string, now: Date = new Date()): boolean {
  const d = parse(day, DAY, new Date());
  if (!isValid(d)) return true;
  return differenceInCalendarDays(d, parse(clinicToday(now), DAY, new Date())) < -1;
}

/** The first selectable day for the date input's min attribute. */
export function firstSelectableDay(now: Date = new Date()): string {
  const today = parse(clinicToday(now), DAY, new Date());
  return format(subDays(today, 1), DAY);
}

/** The instant of an Oslo wall-clock date and time. */
export function toInstant(date: string, time: string): Date | null {
  const d = parse(`${date} ${time}`, `${DAY} ${TIME}`, new Date());
  if (!isValid(d)) return null;
  return new Date(clinicInstant(format(d, DAY), format(d, TIME)));
}

/** An instant as the form's Oslo date and time. */
export function fromInstant(instant: Date | string): { date: string; time: string } {
  return clinicWallClock(instant);
}

/**
 * The form's rules (spec 000 §5), the spec's required-field messages as `appointmentForm.validation.<field>.<rule>`
 * keys. `now` decides which days are past.
 */
export const appointmentFormSchema = (now: Date = new Date()) =>
  z
    .object({
      appointmentTypeId: z.string(),
      title: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      scriptId: z.string(),
      liveSessionType: z.custom<LiveSessionType | ''>(),
      patientUserId: z.string(),
      therapistUserId: z.string(),
    })
    .superRefine((values, context) => {
      const problem = (field: FieldName, rule: string) =>
        context.addIssue({ code: 'custom', path: [field], message: formMessage(field, rule) });
      if (!values.appointmentTypeId) problem('appointmentTypeId', 'required');
      if (!values.scriptId) problem('scriptId', 'required');
      if (!values.liveSessionType) problem('liveSessionType', 'required');
      if (!values.patientUserId) problem('patientUserId', 'required');
      if (!values.date || isDayDisabled(values.date, now)) problem('date', 'required');
      else if (!values.appointmentTypeId) {
        // the time range is disabled until a type is chosen; the type error says what to do
      } else if (!values.startTime || !parseTime(values.startTime)) problem('startTime', 'required');
      if (values.title === '') problem('title', 'required');
      else if (values.title.trim() === '') problem('title', 'blank');
      else if (values.title.trim().length > MAX_TITLE_LENGTH) problem('title', 'tooLong');
    });

/** The empty text of the time-slot list, or null when there are times to show. */
export function timeslotsEmptyText(
  liveSessionType: LiveSessionType | '',
  starts: readonly string[],
): 'selectLiveSessionType' | 'noFreeTime' | null {
  if (!liveSessionType) return 'selectLiveSessionType';
  return starts.length === 0 ? 'noFreeTime' : null;
}

export interface PatientOption {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  customIdentifier: string | null;
  /** The caller is the main therapist. */
  isMine: boolean;
  /** The caller is an attached (not main) therapist. */
  isAttached: boolean;
  /** number_of_active_appointments = 0 (spec 001 §4, FREE_PATIENT). */
  isFree: boolean;
  /** An open invitation of the caller's (001 §2: invited-not-activated patients are the inviter's own). */
  isInvitedByMe: boolean;
  /** The patient has signed in (not an invited-not-activated one). */
  isActivated: boolean;
}

export type PatientGroupKey = 'myPatients' | 'freePatients' | 'attachedPatients';
export const PATIENT_GROUPS: readonly PatientGroupKey[] = ['myPatients', 'freePatients', 'attachedPatients'];

/**
 * Which group a patient is listed under: mine (with those I invited who have not activated yet) first, then
 * free, then attached; others are not offered. An invited patient who has not activated is never a free patient
 * (issue 24: they were listed under 'Free patients' for every therapist of the clinic).
 */
export function patientGroupOf(p: PatientOption): PatientGroupKey | null {
  if (p.isMine || p.isInvitedByMe) return 'myPatients';
  if (p.isFree && p.isActivated) return 'freePatients';
  if (p.isAttached) return 'attachedPatients';
  return null;
}

/**
 * People search (spec 000 §5): the start of last name, first name or e-mail, or the phone or custom identifier
 * containing the text; case-insensitive. The server's search_patients applies the same rule.
 */
export function matchesPersonQuery(p: PatientOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const starts = [p.lastName, p.firstName, p.email ?? ''].some((v) => v.toLowerCase().startsWith(q));
  const contains = [p.phone ?? '', p.customIdentifier ?? ''].some((v) => v.toLowerCase().includes(q));
  return starts || contains;
}

export function groupPatients(
  patients: readonly PatientOption[],
  query = '',
): { key: PatientGroupKey; patients: PatientOption[] }[] {
  return PATIENT_GROUPS.map((key) => ({
    key,
    patients: patients.filter((p) => patientGroupOf(p) === key && matchesPersonQuery(p, query)),
  })).filter((g) => g.patients.length > 0);
}

export interface AppointmentForEdit {
  status: string;
  calendarEventId: string | null;
}

/** Spec 000 §5: an event without an appointment cannot be edited; neither can a finished one. */
export function editRestriction(appointment: AppointmentForEdit | null): 'wrongData' | 'finished' | null {
  if (!appointment || appointment.status === 'CANCELED') return 'wrongData';
  if (appointment.status === 'FINISHED') return 'finished';
  return null;
}

/**
 * The field a refusal of the database is about (error.hint is its stable code), with that field's message
 * key; null for a refusal about the whole form (shown above the buttons through useErrorMessage).
 */
export function refusalField(hint: string | null): { field: 'startTime' | 'date'; key: string } | null {
  switch (hint) {
    case 'slot_taken':
      return { field: 'startTime', key: formMessage('startTime', 'slotTaken') };
    case 'start_not_on_5_minutes':
    case 'start_required':
      return { field: 'startTime', key: formMessage('startTime', 'required') };
    case 'date_before_yesterday':
      return { field: 'date', key: formMessage('date', 'required') };
    default:
      return null;
  }
}
