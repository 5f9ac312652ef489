import { isRowId } from 'supabase-client';
import type { AppointmentStatus, GoToJournalAnswer, PageStates } from '../common/live-session.types';

/**
 * The live session's rules (spec 001 §4, 002 §4) as pure functions. The database applies the same rules in
 * its RPCs (migration 20261123200000_live_session.sql); these decide what the screen offers and explain why
 * a control is disabled.
 */

export const START_WINDOW_MINUTES = 60;
export const DEFAULT_DURATION_MINUTES = 30;

export interface SessionFacts {
  therapistUserId: string;
  status: AppointmentStatus;
  startAt: Date;
  isSessionFinished: boolean;
  /** appointmentStartTime: set by 'Start session' (the countdown's origin). */
  sessionStartedAt: Date | null;
  isStoppedByPatient: boolean;
  isDraft: boolean;
  /** The calendar the appointment's event is on (null when it has no event). */
  calendarId: string | null;
}

export interface Viewer {
  userId: string;
  /** The signed-in therapist's own calendar (therapist_profiles.calendar_id). */
  ownCalendarId: string | null;
}

/** Why the main action (Start session / Open) is disabled, in the order the tooltip lists them. */
export type MainActionBlock = 'notMine' | 'finished' | 'tooEarly' | 'anotherCalendar' | 'canceled' | 'draft';
export type EndBlock = 'notMine' | 'finished';

export interface MainAction {
  kind: 'start' | 'open';
  blocks: MainActionBlock[];
}

const isFinished = (s: SessionFacts) => s.isSessionFinished || s.status === 'FINISHED';

/**
 * The session is over (finished by Go to journal or End appointment): the screen shows 'This live session was
 * successfully finished' and the summary instead of the live controls (spec 002 §4).
 */
export const isSessionOver = (a: { status: AppointmentStatus; isSessionFinished: boolean }) =>
  a.status === 'FINISHED' || a.isSessionFinished;

/** A session is running once 'Start session' was pressed and the patient has not stopped it. */
export const isSessionRunning = (s: SessionFacts) =>
  s.sessionStartedAt !== null && !s.isStoppedByPatient && !isFinished(s) && s.status !== 'CANCELED';

/**
 * Start session / Open (spec 002 §4): disabled when the appointment is not the user's, the session is finished,
 * the start is over 60 minutes ahead, the viewed calendar is not the user's own, or it is canceled (and, spec
 * 001 §6, when it is a draft). Open is offered once the session runs.
 */
export function mainAction(s: SessionFacts, viewer: Viewer, now: Date): MainAction {
  const blocks: MainActionBlock[] = [];
  if (s.therapistUserId !== viewer.userId) blocks.push('notMine');
  if (isFinished(s)) blocks.push('finished');
  if (s.startAt.getTime() - now.getTime() > START_WINDOW_MINUTES * 60_000) blocks.push('tooEarly');
  if (s.calendarId !== null && s.calendarId !== viewer.ownCalendarId) blocks.push('anotherCalendar');
  if (s.status === 'CANCELED') blocks.push('canceled');
  if (s.isDraft) blocks.push('draft');
  return { kind: isSessionRunning(s) ? 'open' : 'start', blocks };
}

/** End appointment and Cancel: disabled when the appointment is not the user's own or the session is finished. */
export function endBlocks(s: SessionFacts, viewer: Viewer): EndBlock[] {
  const blocks: EndBlock[] = [];
  if (s.therapistUserId !== viewer.userId) blocks.push('notMine');
  if (isFinished(s) || s.status === 'CANCELED') blocks.push('finished');
  return blocks;
}

// ---------------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------------

/** The current step: the stored one while it is a step of the script, else the first (set automatically). */
export function currentStepId(stepIds: readonly string[], page: PageStates): string | null {
  const stored = page.currentStepId;
  if (stored && stepIds.includes(stored)) return stored;
  return stepIds[0] ?? null;
}

export function finishedSteps(stepIds: readonly string[], page: PageStates): string[] {
  const finished = new Set(page.finishedSteps ?? []);
  return stepIds.filter((id) => finished.has(id));
}

/**
 * Next (and Done): the current step is finished and the next unfinished step after it becomes current; if
 * none follows, the first unfinished one before it; if every step is finished, it stays.
 */
export function nextStep(
  stepIds: readonly string[],
  page: PageStates,
): { currentStepId: string | null; finishedSteps: string[] } {
  const current = currentStepId(stepIds, page);
  if (!current) return { currentStepId: null, finishedSteps: [] };
  const finished = new Set([...finishedSteps(stepIds, page), current]);
  const index = stepIds.indexOf(current);
  const after = stepIds.slice(index + 1).find((id) => !finished.has(id));
  const before = stepIds.find((id) => !finished.has(id));
  return {
    currentStepId: after ?? before ?? current,
    finishedSteps: stepIds.filter((id) => finished.has(id)),
  };
}

export const allStepsFinished = (stepIds: readonly string[], page: PageStates): boolean =>
  stepIds.length > 0 && finishedSteps(stepIds, page).length === stepIds.length;

/** 'Done' and every sharing control need the patient action confirmed (else 'can only be … during a live session'). */
export const canShare = (confirmed: boolean) => confirmed;

// ---------------------------------------------------------------------------------------------------------
// Go to journal
// ---------------------------------------------------------------------------------------------------------

export type GoToJournalBlock = 'stepsNotFinished' | 'notConfirmed' | 'finished' | 'notMine';

/**
 * 'Go to journal' (spec 001 §4): enabled only when every step is finished and, in a live appointment (a
 * session was started), only while the patient action is confirmed.
 */
export function goToJournalBlocks(
  s: SessionFacts,
  viewer: Viewer,
  stepIds: readonly string[],
  page: PageStates,
  confirmed: boolean,
): GoToJournalBlock[] {
  const blocks: GoToJournalBlock[] = [];
  if (s.therapistUserId !== viewer.userId) blocks.push('notMine');
  if (isFinished(s) || s.status === 'CANCELED') blocks.push('finished');
  if (!allStepsFinished(stepIds, page)) blocks.push('stepsNotFinished');
  if (s.sessionStartedAt !== null && !confirmed) blocks.push('notConfirmed');
  return blocks;
}

export type GoToJournalOutcome =
  { kind: 'summary'; reassigned: boolean } | { kind: 'therapistMissing'; message: string };

/**
 * What the screen does with go_to_journal's answer: the summary, or — when the chosen therapist does not exist
 * — the spec's 'Assigned therapist doesn`t exists' and the screen stays (the database marked the scripts not
 * finished).
 */
export function goToJournalOutcome(answer: GoToJournalAnswer): GoToJournalOutcome {
  if (answer.ok) return { kind: 'summary', reassigned: Boolean(answer.reassigned) };
  return { kind: 'therapistMissing', message: answer.error || 'Assigned therapist doesn`t exists' };
}

/**
 * The patient's time slots are stopped after the session unless a next appointment was scheduled or a
 * therapist was assigned or chosen (spec 001 §4) — what go_to_journal writes, shown on the summary.
 */
export const accessToTimeSlotsStopped = (f: {
  nextAppointmentScheduled: boolean;
  therapistAssigned: boolean;
  therapistChosen: boolean;
}) => !(f.nextAppointmentScheduled || f.therapistAssigned || f.therapistChosen);

// ---------------------------------------------------------------------------------------------------------
// Timer
// ---------------------------------------------------------------------------------------------------------

export interface TimerState {
  /** mm:ss left (minutes may exceed 59 for long types), or null once overtime. */
  label: string | null;
  overtime: boolean;
  remainingMs: number;
}

/** The countdown from the type's duration (default 30 min) since appointmentStartTime; 'Overtime' at zero. */
export function timerState(startedAt: Date | null, durationMinutes: number | null, now: Date): TimerState {
  const total =
    (durationMinutes && durationMinutes > 0 ? durationMinutes : DEFAULT_DURATION_MINUTES) * 60_000;
  const elapsed = startedAt ? Math.max(0, now.getTime() - startedAt.getTime()) : 0;
  const remainingMs = total - elapsed;
  if (remainingMs <= 0) return { label: null, overtime: true, remainingMs: 0 };
  const seconds = Math.ceil(remainingMs / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return { label: `${mm}:${ss}`, overtime: false, remainingMs };
}

/** Appointment ids are uuids; anything else in the URL cannot name one. */
export const isAppointmentId = isRowId;
