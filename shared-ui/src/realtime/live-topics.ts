/**
 * The private Realtime topics the database publishes changes on (migration 20261128100000_live_topics.sql), named
 * by who may read them: the one place topic names are built. Each message is a `change` broadcast carrying only
 * `{ table, op, id }`; the listeners refresh their queries, which read under the tables' RLS.
 */
export const liveTopics = {
  /** Notifications addressed to the user. */
  user: (userId: string) => `user:${userId}`,
  /** Notifications addressed to a role (THERAPIST, CLINIC_OWNER, …) of the clinic. */
  role: (clinicId: string, role: string) => `clinic:${clinicId}:role:${role}`,
  /** The therapist's appointments and the payments they created, in the clinic. */
  therapist: (clinicId: string, userId: string) => `clinic:${clinicId}:therapist:${userId}`,
  /** A calendar's events. */
  calendar: (clinicId: string, calendarId: string) => `clinic:${clinicId}:calendar:${calendarId}`,
  /** A patient's chat messages and journal records (staff who may see the patient). */
  patient: (clinicId: string, patientUserId: string) => `clinic:${clinicId}:patient:${patientUserId}`,
  /** An appointment, its live session and its remote sharing (its patient and therapists). */
  appointment: (appointmentId: string) => `appointment:${appointmentId}`,
} as const;

/** The payload of a `change` broadcast: which row of which table changed how, nothing of its content. */
export interface LiveChange {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: unknown;
}

/** The broadcast event the database publishes changes as. */
export const LIVE_CHANGE_EVENT = 'change';
