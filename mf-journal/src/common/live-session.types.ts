import type { UseMutationResult } from '@tanstack/react-query';
import type { LiveSessionType } from 'shared-ui';

/**
 * The live session's types, in one file: the page (live-session/), its steps (live-session/steps/), its tools
 * column (live-session/tools/) and its video room (live-session/video-room/) all speak these, and import them
 * from here rather than from each other.
 */

export type AppointmentStatus = 'NOT_STARTED' | 'STARTED' | 'FINISHED' | 'CANCELED';

export interface PageStates {
  currentStepId?: string | null;
  finishedSteps?: string[];
  isNextAppointmentAdded?: boolean;
  selectedTherapistUserId?: string | null;
}

export interface GoToJournalAnswer {
  ok: boolean;
  appointmentId?: string;
  reassigned?: boolean;
  error?: string;
  code?: string;
}

export type CgiKind = 'CGI_S' | 'CGI_I';

export type StepType =
  | 'CUSTOM'
  | 'QFORM'
  | 'WHITEBOARD'
  | 'PRESENTATION'
  | 'NEXT_APPOINTMENT'
  | 'NEXT_THERAPIST'
  | 'TREATMENT_PACKAGE'
  | 'PAGE';

export interface StepFile {
  name: string;
  path: string;
}

export interface LiveSessionStep {
  id: string;
  name: string | null;
  type: StepType;
  isEnding: boolean;
  description: string | null;
  files: StepFile[];
  formId: string | null;
  presentationIds: string[];
}

export interface LiveSessionAppointment {
  id: string;
  title: string;
  status: AppointmentStatus;
  startAt: Date;
  endAt: Date;
  liveSessionType: LiveSessionType;
  appointmentTypeId: string | null;
  appointmentTypeName: string | null;
  durationMinutes: number;
  therapistUserId: string;
  patientUserId: string;
  calendarEventId: string | null;
  isDraft: boolean;
  isSessionFinished: boolean;
  sessionStartedAt: Date | null;
  overtimeReached: boolean;
  isPatientReady: boolean;
  isPatientOnline: boolean;
  confirmed: boolean;
  stoppedByPatient: boolean;
  nextAppointmentScheduled: boolean;
  roomUrl: string | null;
  pageStates: PageStates;
}

export interface LiveSessionPatient {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  customIdentifier: string | null;
  profileId: string | null;
  phase: number | null;
  disorderId: string | null;
  packageId: string | null;
  selectedPageId: string | null;
  evaluationStates: Record<string, { level: number; name: string; value: number }>;
}

export interface LiveSession {
  appointment: LiveSessionAppointment;
  /** The calendar of the appointment's event, and the signed-in therapist's own. */
  calendarId: string | null;
  ownCalendarId: string | null;
  patient: LiveSessionPatient;
  steps: LiveSessionStep[];
}

export interface RemoteSharing {
  type: 'media' | 'therapist' | 'package' | 'none';
  formId: string | null;
  isWhiteboardShown: boolean;
  presentationId: string | null;
  currentPage: number;
  isPatientReady: boolean;
}

export type CgiRatings = Record<CgiKind, number | null>;

export type StepAction = 'select' | 'next' | 'done';

/** A change of the remote sharing, in the domain's spelling (the resource writes set_remote_sharing's patch). */
export type SharingPatch = Partial<
  Pick<RemoteSharing, 'type' | 'formId' | 'isWhiteboardShown' | 'presentationId' | 'currentPage'>
>;

export type ChoiceKind = 'therapist' | 'package' | 'page';

export interface StepContext {
  data: LiveSession;
  step: LiveSessionStep;
  sharing: RemoteSharing | null;
  /** isTherapistConfirmedPatientAction: Done and every sharing control need it. */
  confirmed: boolean;
  /** The therapist may act (their own, unfinished appointment). */
  editable: boolean;
  actions: LiveSessionActions;
}

/** Every transition of the screen (live-session/use-live-session-actions.ts): one guarded mutation each. */
export interface LiveSessionActions {
  start: UseMutationResult<void, Error, void>;
  end: UseMutationResult<void, Error, void>;
  cancel: UseMutationResult<void, Error, void>;
  step: UseMutationResult<PageStates, Error, { action: StepAction; expected: string; target?: string }>;
  share: UseMutationResult<void, Error, SharingPatch>;
  choose: UseMutationResult<string, Error, { kind: ChoiceKind; id: string }>;
  nextBooked: UseMutationResult<void, Error, string>;
  overtime: UseMutationResult<boolean, Error, void>;
  cgi: UseMutationResult<string, Error, { kind: CgiKind; level: number | null }>;
  journal: UseMutationResult<GoToJournalAnswer, Error, void>;
}
