/** A clinic therapist as the attach list and the reassign picker need it. */
export interface TherapistOption {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  isTemporaryPasswordResolved: boolean;
}

const byName = (a: TherapistOption, b: TherapistOption) =>
  a.firstName.localeCompare(b.firstName, 'nb') || a.lastName.localeCompare(b.lastName, 'nb');

/**
 * The attach list (spec 001 §6): clinic therapists (role therapist, temporary password resolved) except the
 * patient's main one, sorted by first then last name.
 */
export function attachCandidates(therapists: readonly TherapistOption[], mainTherapistId: string | null) {
  return therapists
    .filter((t) => t.role === 'THERAPIST' && t.isTemporaryPasswordResolved && t.id !== mainTherapistId)
    .sort(byName);
}

/** Who was newly attached by a save (they are notified; the toast names them). */
export function newlyAttached(before: readonly string[], after: readonly string[]): string[] {
  return after.filter((id) => !before.includes(id));
}

/**
 * The Attached therapists tab is disabled when the patient has no main therapist and no attached ones
 * (spec 001 §2).
 */
export function attachedTabDisabled(mainTherapistId: string | null, attachedIds: readonly string[]): boolean {
  return !mainTherapistId && attachedIds.length === 0;
}

/** I may unattach myself when I am attached (never the main therapist). */
export function canUnattachSelf(userId: string | undefined, attachedIds: readonly string[]): boolean {
  return Boolean(userId && attachedIds.includes(userId));
}

/**
 * The reassign picker (spec 001 §5, §6): therapists whose temporary password is resolved, not the current
 * main therapist. The database checks the therapist profile.
 */
export function reassignCandidates(therapists: readonly TherapistOption[], mainTherapistId: string | null) {
  return therapists.filter((t) => t.isTemporaryPasswordResolved && t.id !== mainTherapistId).sort(byName);
}

/** reassign_therapist answers SAVED (applied when the live session finishes) or ASSIGNED (now). */
export function reassignMessageKey(result: 'SAVED' | 'ASSIGNED'): 'reassign.saved' | 'reassign.assigned' {
  return result === 'SAVED' ? 'reassign.saved' : 'reassign.assigned';
}

/** Why attach_therapists / unattach_self refused (the database's hint; spec 001 §8 'Error,during attach therapist, …'). */
export const ATTACH_REFUSALS = ['patient_not_found', 'therapist_not_found', 'not_attached'] as const;

/**
 * The i18n key of a refused attach or unattach: its reason when the database named one, else the generic text.
 * Not errors.<hint> (useErrorMessage): the spec words patient_not_found and therapist_not_found differently
 * here ('Error,during attach therapist, …') than for a booking, and errors.<hint> has one text a hint.
 */
export function attachRefusalKey(hint: string | null | undefined): string {
  return hint && (ATTACH_REFUSALS as readonly string[]).includes(hint)
    ? `attached.refused.${hint}`
    : 'attached.failed';
}
