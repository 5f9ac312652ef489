import type { UserRole } from 'shared-ui';

/** The signed-in user's row of public.users, as far as the shell needs it. */
export interface UserProfile {
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

export interface ClinicSettings {
  id: string;
  name: string;
  is_invoice_enable: boolean;
  therapists_minutes_for_logout: number;
}

export const PROFILE_COLUMNS =
  'id, email, first_name, last_name, avatar_url, phone, description, role, clinic_id, therapist_profile_id, is_temporary_password_resolved, is_data_processing_agreement_agreed, is_vipps_connected_to_profile, is_calendar_integrated, is_google_slides_integrated';

export const CLINIC_COLUMNS = 'id, name, is_invoice_enable, therapists_minutes_for_logout';
