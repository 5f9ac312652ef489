import type { Person } from 'supabase-client';
/** spec 001 §4: the patient categories. FREE_PATIENT comes from the clinic-wide free list. */
export type PatientCategory = 'NOT_ACTIVATED' | 'ATTACHED' | 'PROPER_PATIENT' | 'FREE_PATIENT';

/** A patient as the screens use it: supabase-client's one mapping of a users row (`toPerson`). */
export type { Person };

/** One patient card as the list RPCs return it (camelCase). */
export interface PatientCard extends Person {
  customIdentifier: string | null;
  isTreatmentFinished: boolean;
  category: PatientCategory;
  mainTherapistUserId: string | null;
  isAllowViewJournalRecords: boolean;
  isAllowClientScheduleAppointment: boolean;
  numberOfActiveAppointments: number;
}

/** The order the own list shows its sections in (spec 001 §2: invited-not-activated, attached, proper). */
export const OWN_CATEGORY_ORDER: readonly PatientCategory[] = ['NOT_ACTIVATED', 'ATTACHED', 'PROPER_PATIENT'];

/** Splits cards into the sections of the own list, in order, leaving out empty sections. */
export function groupByCategory(
  cards: readonly PatientCard[],
): { category: PatientCategory; cards: PatientCard[] }[] {
  return OWN_CATEGORY_ORDER.map((category) => ({
    category,
    cards: cards.filter((card) => card.category === category),
  })).filter((group) => group.cards.length > 0);
}

/**
 * A free patient is one whose active-appointment count is 0 or lower (spec 001 §4); the own categories win
 * when the caller has a relation to the patient.
 */
export function categoryOf(input: {
  isInvitedByMe: boolean;
  isMain: boolean;
  isAttached: boolean;
  numberOfActiveAppointments: number;
}): PatientCategory | null {
  if (input.isInvitedByMe) return 'NOT_ACTIVATED';
  if (input.isMain) return 'PROPER_PATIENT';
  if (input.isAttached) return 'ATTACHED';
  return input.numberOfActiveAppointments <= 0 ? 'FREE_PATIENT' : null;
}

/**
 * Finish treatment (spec 001 §4): offered only to the main therapist, hidden for attached patients, and not
 * again once finished.
 */
export function canFinishTreatment(card: PatientCard, userId: string | undefined): boolean {
  return (
    Boolean(userId) &&
    card.category !== 'ATTACHED' &&
    card.mainTherapistUserId === userId &&
    !card.isTreatmentFinished
  );
}

/** The search text sent to the database: trimmed, inner whitespace collapsed; '' means "no filter". */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * The database's search predicate (private.search_patients), for a list held whole in the browser: the start
 * of the last name, first name or e-mail, or anywhere in the phone or the identifier, case-insensitive.
 * `query` is normaliseSearch's; '' matches every card.
 */
export function matchesSearch(card: PatientCard, query: string): boolean {
  if (!query) return true;
  const q = query.toLocaleLowerCase();
  const lower = (value: string | null) => (value ?? '').toLocaleLowerCase();
  return (
    lower(card.lastName).startsWith(q) ||
    lower(card.firstName).startsWith(q) ||
    lower(card.email).startsWith(q) ||
    lower(card.phone).includes(q) ||
    lower(card.customIdentifier).includes(q)
  );
}

/** The one phone format of every screen (shared-ui/phone). */
export { formatPhone } from 'shared-ui/phone';

/** The calendar's create-appointment form with this patient chosen (spec 000 §2: calendar query parameters). */
export function bookAppointmentUrl(patientUserId: string): string {
  const params = new URLSearchParams({ isCreateAppointmentFormOpen: 'true', freePatientId: patientUserId });
  return `/dashboard/calendar?${params.toString()}`;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
