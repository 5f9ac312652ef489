import type { Session as SupabaseSession, AuthChangeEvent } from '@supabase/supabase-js';
import { getSupabase, getSupabaseAfterFirstScreen, raise } from 'supabase-client';
import { CLINIC_COLUMNS, PROFILE_COLUMNS, type ClinicSettings, type UserProfile } from './profile';

/** Every call the shell makes to Supabase Auth and to the user's own rows. Components never call these directly. */

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) raise(error);
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  // 'local': this browser only; a therapist signed in elsewhere stays signed in there.
  await supabase.auth.signOut({ scope: 'local' });
}

export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) raise(error);
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) raise(error);
}

export async function fetchProfile(userId: string): Promise<UserProfile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) raise(error);
  return data as UserProfile | null;
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
  const { clinic, ...profile } = data as unknown as UserProfile & { clinic: ClinicSettings | null };
  return { profile, clinic };
}

export async function updateOwnProfile(
  userId: string,
  changes: Partial<
    Pick<UserProfile, 'is_temporary_password_resolved' | 'is_data_processing_agreement_agreed'>
  >,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('users').update(changes).eq('id', userId);
  if (error) raise(error);
}

/** Spec 000 §4: a therapist's sign-in creates a system notification for SUPER_ADMIN (the admin application). */
export async function notifySuperAdminOfLogin(profile: UserProfile): Promise<void> {
  const supabase = await getSupabase();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  const { error } = await supabase.from('notifications').insert({
    clinic_id: profile.clinic_id,
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
