import { useSyncExternalStore } from 'react';
import type { AuthChangeEvent, Session as SupabaseSession } from '@supabase/supabase-js';
import { i18n, sessionStore, toast } from 'shared-ui';
import { fetchClinic, fetchProfile, notifySuperAdminOfLogin, onAuthChange, signOut } from './auth.resource';
import { loginMethodMismatch, rememberedLoginMethod, takeFreshSignIn } from './login-method';
import type { ClinicSettings, UserProfile } from './profile';
import type { GuardInput } from './guards';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      userId: string;
      email: string;
      profile: UserProfile;
      clinic: ClinicSettings | null;
      passwordRecovery: boolean;
    };

type Listener = () => void;
let state: AuthState = { status: 'loading' };
const listeners = new Set<Listener>();

function setState(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The state the store settles on next (admitted, or signed out with the reason shown): a sign-in that does not
 * go through a form waits on it before it leaves its page.
 */
export function nextAuthState(): Promise<AuthState> {
  return new Promise((resolve) => {
    const unsubscribe = authStore.subscribe(() => {
      unsubscribe();
      resolve(state);
    });
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

export function toGuardInput(auth: AuthState): GuardInput {
  if (auth.status !== 'signed-in') return { signedIn: false };
  return {
    signedIn: true,
    userId: auth.userId,
    temporaryPasswordResolved: auth.profile.is_temporary_password_resolved,
    dataProcessingAgreementAgreed: auth.profile.is_data_processing_agreement_agreed,
    passwordRecovery: auth.passwordRecovery,
  };
}

async function refuse(messageKey: string) {
  toast.error(i18n.t(messageKey, { ns: 'shell' }));
  await signOut();
}

/**
 * Applies the session rules of spec 000 §4 to a Supabase session: only THERAPIST users with a therapist
 * profile stay, and the sign-in method must match the profile's digital-ID connection.
 */
async function admit(
  session: SupabaseSession,
  passwordRecovery: boolean,
  isCurrent: () => boolean,
): Promise<void> {
  const profile = await fetchProfile(session.user.id);
  if (!isCurrent()) return;
  if (!profile || profile.role !== 'THERAPIST' || !profile.therapist_profile_id) {
    await refuse('errors.notAuthorizedApp');
    return;
  }
  const mismatch = passwordRecovery
    ? null
    : loginMethodMismatch(rememberedLoginMethod(), profile.is_vipps_connected_to_profile);
  if (mismatch) {
    await refuse(`errors.${mismatch}`);
    return;
  }
  const clinic = profile.clinic_id ? await fetchClinic(profile.clinic_id) : null;
  if (!isCurrent()) return;
  sessionStore.set({
    userId: profile.id,
    email: profile.email,
    role: profile.role,
    clinicId: profile.clinic_id,
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
  });
  setState({
    status: 'signed-in',
    userId: profile.id,
    email: profile.email,
    profile,
    clinic,
    passwordRecovery,
  });
  if (takeFreshSignIn()) {
    notifySuperAdminOfLogin(profile).catch(() =>
      toast.error(i18n.t('errors.notificationsNotCreated', { ns: 'shell' })),
    );
  }
}

let recoveryInProgress = false;
/** Auth events are handled asynchronously; only the latest may change the state (an older one is stale). */
let generation = 0;

async function handleAuthChange(event: AuthChangeEvent, session: SupabaseSession | null): Promise<void> {
  const mine = ++generation;
  const isCurrent = () => mine === generation;
  if (event === 'PASSWORD_RECOVERY') recoveryInProgress = true;
  if (!session) {
    recoveryInProgress = false;
    sessionStore.set(null);
    setState({ status: 'signed-out' });
    return;
  }
  // Same user, new token (hourly refresh, password change): nothing to re-check; supabase-js keeps the token.
  if (
    (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') &&
    state.status === 'signed-in' &&
    state.userId === session.user.id
  ) {
    return;
  }
  try {
    await admit(session, recoveryInProgress, isCurrent);
  } catch (error) {
    if (!isCurrent()) return;
    console.warn('[shell] profile could not be loaded', error);
    await refuse('errors.generic');
  }
}

/** Reloads the profile after the user changed it (password resolved, agreement answered). */
export async function refreshProfile(): Promise<void> {
  if (state.status !== 'signed-in') return;
  const profile = await fetchProfile(state.userId);
  if (profile) setState({ ...state, profile, passwordRecovery: recoveryInProgress });
}

/** Subscribes to Supabase Auth; the first event (INITIAL_SESSION) restores a session after a reload. */
export async function startAuth(): Promise<void> {
  // A recovery link lands with `type=recovery` in the fragment; supabase-js consumes it while starting.
  if (window.location.hash.includes('type=recovery')) recoveryInProgress = true;
  await onAuthChange((event, session) => {
    // Supabase calls listeners inside its auth lock: calling back into supabase-js must wait a tick.
    setTimeout(() => void handleAuthChange(event, session), 0);
  });
}
