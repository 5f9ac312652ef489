import type { ClinicSettings, UserProfile } from './profile';

/**
 * The profile (and clinic) the guards last admitted on this device, kept so that a returning therapist whose
 * stored session is still valid sees their workspace without waiting for a network round trip. It is only a
 * starting point: the same boot re-reads the profile and checks the session with the auth server, and a
 * revoked session or a profile that no longer qualifies ends on the login page (session/auth-store.ts).
 * It holds the therapist's own name and settings, as the supabase-js session beside it does; no patient data.
 */
// v2: the profile in the domain's spelling (UserProfile); a snapshot of the old row shape is not read.
const KEY = 'shell:admitted-profile:v2';

export interface AdmittedSnapshot {
  profile: UserProfile;
  clinic: ClinicSettings | null;
}

export function rememberAdmitted(snapshot: AdmittedSnapshot): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled storage only costs the next start its head start.
  }
}

export function admittedSnapshot(userId: string): AdmittedSnapshot | null {
  try {
    const snapshot = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AdmittedSnapshot | null;
    return snapshot?.profile?.id === userId ? snapshot : null;
  } catch {
    return null;
  }
}

export function forgetAdmitted(): void {
  localStorage.removeItem(KEY);
  localStorage.removeItem('shell:admitted-profile');
}
