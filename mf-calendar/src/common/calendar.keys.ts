/**
 * Query keys of the calendar screen. Every key of this remote starts with 'mf-calendar', then the feature;
 * mutations invalidate the narrowest keys that hold what they changed, never the whole remote.
 */
export const calendarKeys = {
  all: ['mf-calendar', 'calendar'] as const,
  /** Every loaded range of every calendar (a booking, move or cancel changes them). */
  events: ['mf-calendar', 'calendar', 'events'] as const,
  eventsOf: (calendarId: string) => [...calendarKeys.events, calendarId] as const,
  eventsIn: (calendarId: string, start: string, end: string) =>
    [...calendarKeys.events, calendarId, start, end] as const,
  /** Integrated therapists and the user's own calendars (the calendar integration changes it). */
  contexts: ['mf-calendar', 'calendar', 'context'] as const,
  context: (userId: string) => [...calendarKeys.contexts, userId] as const,
  /** Working-slot starts of a therapist in a range (saving working hours changes them). */
  slotStarts: ['mf-calendar', 'calendar', 'working-slot-starts'] as const,
  slotStartsIn: (therapistUserId: string, start: string, end: string) =>
    [...calendarKeys.slotStarts, therapistUserId, start, end] as const,
  /** Which of a day's appointments have a journal record (mf-journal's records change it). */
  journaled: ['mf-calendar', 'calendar', 'journaled'] as const,
  journaledOf: (appointmentIds: readonly string[]) => [...calendarKeys.journaled, ...appointmentIds] as const,
};
