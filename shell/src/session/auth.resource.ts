import type { Session as SupabaseSession, AuthChangeEvent } from '@supabase/supabase-js';
import { authRefusal, getSupabase, getSupabaseAfterFirstScreen, raise } from 'supabase-client';
import {
  CLINIC_COLUMNS,
  PROFILE_COLUMNS,
  toProfileAndClinic,
  toUserProfile,
  type ClinicSettings,
  type ClinicSettingsRow,
  type UserProfile,
  type UserProfileRow,
} from './profile';

/** Every call the shell makes to Supabase Auth and to the user's own rows. Components never call these directly. */

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw authRefusal(error);
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  // 'local': this browser only; a therapist signed in elsewhere stays signed in there.
  await supabase.auth.signOut({ scope: 'local' });
}

export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw authRefusal(error);
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw authRefusal(error);
}

export async function fetchProfile(userId: string): Promise<UserProfile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) raise(error);
  return data ? toUserProfile(data as UserProfileRow) : null;
}

/** The profile with its clinic's settings embedded: one round trip instead of profile, then clinic. */
export async function fetchProfileAndClinic(
  userId: string,
): Promise<{ profile: UserProfile | null; clinic: ClinicSettings | null }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('users')
    .select(`${PROFILE_COLUMNS}, clinic:clinics!users_clinic_id_fkey(${CLINIC_COLUMNS})`)
    .eq('id', userId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return { profile: null, clinic: null };
  return toProfileAndClinic(data as unknown as UserProfileRow & { clinic: ClinicSettingsRow | null });
}

export async function updateOwnProfile(
  userId: string,
  changes: Partial<Pick<UserProfile, 'temporaryPasswordResolved' | 'dataProcessingAgreementAgreed'>>,
): Promise<void> {
  const supabase = await getSupabase();
  const row: Partial<
    Pick<UserProfileRow, 'is_temporary_password_resolved' | 'is_data_processing_agreement_agreed'>
  > = {};
  if (changes.temporaryPasswordResolved !== undefined)
    row.is_temporary_password_resolved = changes.temporaryPasswordResolved;
  if (changes.dataProcessingAgreementAgreed !== undefined)
    row.is_data_processing_agreement_agreed = changes.dataProcessingAgreementAgreed;
  const { error } = await supabase.from('users').update(row).eq('id', userId);
  if (error) raise(error);
}

/** Spec 000 §4: a therapist's sign-in creates a system notification for SUPER_ADMIN (the admin application). */
export async function notifySuperAdminOfLogin(profile: UserProfile): Promise<void> {
  const supabase = await getSupabase();
  const name = profile.fullName || profile.email;
  const { error } = await supabase.from('notifications').insert({
    clinic_id: profile.clinicId,
    receivers: ['SUPER_ADMIN'],
    application: 'admin',
    type: 'THERAPIST_LOGIN',
    text: { EN: `${name} signed in to the therapist application`, NO: `${name} logget inn i terapeutappen` },
    sender_id: profile.id,
    additional_data: { therapist: profile.id },
  });
  if (error) raise(error);
}

export async function onAuthChange(
  listener: (event: AuthChangeEvent, session: SupabaseSession | null) => void,
): Promise<() => void> {
  // The listener can wait until the first screen is done: a stored session was checked at boot.
  const supabase = await getSupabaseAfterFirstScreen();
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}
