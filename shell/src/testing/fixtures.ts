import type { Session } from 'shared-ui';
import type { AuthState } from '../session/auth-store';
import type { UserProfile } from '../session/profile';

/** A therapist who has resolved the temporary password and agreed to the data-processing agreement. */
export const therapistProfile: UserProfile = {
  id: 'u1',
  email: 'therapist@demo.clinic',
  firstName: 'Ingrid',
  lastName: 'Solberg',
  fullName: 'Ingrid Solberg',
  avatarUrl: null,
  phone: '+4791000002',
  description: null,
  role: 'THERAPIST',
  clinicId: 'c1',
  therapistProfileId: 'tp1',
  temporaryPasswordResolved: true,
  dataProcessingAgreementAgreed: true,
  vippsConnected: false,
  calendarIntegrated: true,
  googleSlidesIntegrated: false,
};

export function signedIn(profile: Partial<UserProfile> = {}): AuthState {
  const merged = { ...therapistProfile, ...profile };
  return {
    status: 'signed-in',
    userId: merged.id,
    email: merged.email,
    profile: merged,
    clinic: null,
    passwordRecovery: false,
  };
}

/** The page's session (shared-ui's store) for the therapist above, for tests of hooks that read it. */
export const therapistSession: Session = {
  userId: therapistProfile.id,
  email: therapistProfile.email,
  role: 'THERAPIST',
  clinicId: 'c1',
  firstName: 'Ingrid',
  lastName: 'Solberg',
};
