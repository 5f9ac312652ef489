/**
 * When 'Enter' (waiting room, first-appointment cards) may start an appointment (spec 001 §6, §9): at the
 * earliest 60 minutes before it begins, never a draft (the client has not logged in yet), never one that is
 * over. The database refuses the same (start_appointment, 409 with these hints); the rule is here too so
 * the button is disabled, and says why, before anyone presses it.
 */
export const START_LEAD_MINUTES = 60;

export type StartBlock = 'too_early' | 'draft_appointment' | 'appointment_finished' | 'appointment_canceled';

export function startBlock(
  appointment: { startAt: string; status: string; isDraft?: boolean },
  now: Date,
): StartBlock | null {
  if (appointment.status === 'FINISHED') return 'appointment_finished';
  if (appointment.status === 'CANCELED') return 'appointment_canceled';
  if (appointment.isDraft) return 'draft_appointment';
  if (Date.parse(appointment.startAt) - now.getTime() > START_LEAD_MINUTES * 60_000) return 'too_early';
  return null;
}

/** The moment 'Enter' becomes possible: 60 minutes before the start. */
export function startableAt(startAt: string): Date {
  return new Date(Date.parse(startAt) - START_LEAD_MINUTES * 60_000);
}
