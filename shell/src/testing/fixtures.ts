import type { Session } from 'shared-ui';
import type { AuthState } from '../session/auth-store';
import type { UserProfile } from '../session/profile';

/** A therapist who has resolved the temporary password and agreed to the data-processing agreement. */
export const therapistProfile: UserProfile = {
  id: 'u1',
  email: 'therapist@demo.clinic',
  first_name: 'Ingrid',
  last_name: 'Solberg',
  avatar_url: null,
  phone: '+4791000002',
  description: null,
  role: 'THERAPIST',
  clinic_id: 'c1',
  therapist_profile_id: 'tp1',
  is_temporary_password_resolved: true,
  is_data_processing_agreement_agreed: true,
  is_vipps_connected_to_profile: false,
  is_calendar_integrated: true,
  is_google_slides_integrated: false,
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
