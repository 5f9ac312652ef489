import type { Session as SupabaseSession, AuthChangeEvent } from '@supabase/supabase-js';
import { getSupabase } from 'supabase-client';
import { CLINIC_COLUMNS, PROFILE_COLUMNS, type ClinicSettings, type UserProfile } from './profile';

/** Every call the shell makes to Supabase Auth and to the user's own rows. Components never call these directly. */

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  // 'local': this browser only; a therapist signed in elsewhere stays signed in there.
  await supabase.auth.signOut({ scope: 'local' });
}

export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export async function fetchProfile(userId: string): Promise<UserProfile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw error;
  return data as UserProfile | null;
}

export async function fetchClinic(clinicId: string): Promise<ClinicSettings | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('clinics')
    .select(CLINIC_COLUMNS)
    .eq('id', clinicId)
    .maybeSingle();
  if (error) throw error;
  return data as ClinicSettings | null;
}

export async function updateOwnProfile(
  userId: string,
  changes: Partial<
    Pick<UserProfile, 'is_temporary_password_resolved' | 'is_data_processing_agreement_agreed'>
  >,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('users').update(changes).eq('id', userId);
  if (error) throw error;
}

export async function onAuthChange(
  listener: (event: AuthChangeEvent, session: SupabaseSession | null) => void,
): Promise<() => void> {
  const supabase = await getSupabase();
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}
