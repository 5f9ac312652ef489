import type { UserRole } from 'shared-ui';
// The subpath, not the package: the entry chunk (boot/early-boot.ts) maps the profile before the shared
// singletons (supabase-client among them) can be consumed.
import { fullName, toPerson } from 'supabase-client/person';

/** The signed-in user's row of public.users as PostgREST answers it (read by the resources only). */
export interface UserProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  phone: string | null;
  description: string | null;
  role: UserRole;
  clinic_id: string | null;
  therapist_profile_id: string | null;
  is_temporary_password_resolved: boolean;
  /** null: not answered yet (the consent prompt shows); false: declined. */
  is_data_processing_agreement_agreed: boolean | null;
  is_vipps_connected_to_profile: boolean;
  is_calendar_integrated: boolean;
  is_google_slides_integrated: boolean;
}

/** The signed-in user as the shell uses it: the domain's spelling, mapped once by toUserProfile. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** "First Last" ('' without a name). */
  fullName: string;
  avatarUrl: string | null;
  phone: string | null;
  description: string | null;
  role: UserRole;
  clinicId: string | null;
  therapistProfileId: string | null;
  temporaryPasswordResolved: boolean;
  /** null: not answered yet (the consent prompt shows); false: declined. */
  dataProcessingAgreementAgreed: boolean | null;
  vippsConnected: boolean;
  calendarIntegrated: boolean;
  googleSlidesIntegrated: boolean;
}

export interface ClinicSettingsRow {
  id: string;
  name: string;
  is_invoice_enable: boolean;
  therapists_minutes_for_logout: number;
}

export interface ClinicSettings {
  id: string;
  name: string;
  invoiceEnabled: boolean;
  /** Minutes of inactivity before a therapist is signed out. */
  minutesForLogout: number;
}

/** The one mapping of the user's row (names through supabase-client's toPerson, as every package). */
export function toUserProfile(row: UserProfileRow): UserProfile {
  const person = toPerson(row);
  return {
    id: row.id,
    email: row.email,
    firstName: person.firstName,
    lastName: person.lastName,
    fullName: fullName(person),
    avatarUrl: person.avatarUrl,
    phone: person.phone,
    description: row.description,
    role: row.role,
    clinicId: row.clinic_id,
    therapistProfileId: row.therapist_profile_id,
    temporaryPasswordResolved: row.is_temporary_password_resolved,
    dataProcessingAgreementAgreed: row.is_data_processing_agreement_agreed,
    vippsConnected: row.is_vipps_connected_to_profile,
    calendarIntegrated: row.is_calendar_integrated,
    googleSlidesIntegrated: row.is_google_slides_integrated,
  };
}

export const toClinicSettings = (row: ClinicSettingsRow): ClinicSettings => ({
  id: row.id,
  name: row.name,
  invoiceEnabled: row.is_invoice_enable,
  minutesForLogout: row.therapists_minutes_for_logout,
});

/** A profile row with its clinic embedded (one round trip), mapped. */
export function toProfileAndClinic(row: UserProfileRow & { clinic: ClinicSettingsRow | null }): {
  profile: UserProfile;
  clinic: ClinicSettings | null;
} {
  const { clinic, ...profile } = row;
  return { profile: toUserProfile(profile), clinic: clinic ? toClinicSettings(clinic) : null };
}

export const PROFILE_COLUMNS =
  'id, email, first_name, last_name, avatar_url, phone, description, role, clinic_id, therapist_profile_id, is_temporary_password_resolved, is_data_processing_agreement_agreed, is_vipps_connected_to_profile, is_calendar_integrated, is_google_slides_integrated';

export const CLINIC_COLUMNS = 'id, name, is_invoice_enable, therapists_minutes_for_logout';
