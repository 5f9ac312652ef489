import { useSyncExternalStore } from 'react';
import type { AuthChangeEvent, Session as SupabaseSession } from '@supabase/supabase-js';
import { i18n, sessionStore, toast } from 'shared-ui';
import type { BootSession, SessionCheck } from './stored-session';
import { admittedSnapshot, forgetAdmitted, rememberAdmitted } from './admitted-snapshot';
import {
  fetchProfile,
  fetchProfileAndClinic,
  notifySuperAdminOfLogin,
  onAuthChange,
  signOut,
} from './auth.resource';
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
    temporaryPasswordResolved: auth.profile.temporaryPasswordResolved,
    dataProcessingAgreementAgreed: auth.profile.dataProcessingAgreementAgreed,
    passwordRecovery: auth.passwordRecovery,
  };
}

async function refuse(messageKey: string) {
  toast.error(i18n.t(messageKey, { ns: 'shell' }));
  await signOut();
}

/**
 * The session rules of spec 000 §4 on a profile: only THERAPIST users with a therapist profile stay, and the
 * sign-in method must match the profile's digital-ID connection. Returns the refusal's message key, or null.
 */
function refusalOf(profile: UserProfile | null, passwordRecovery: boolean): string | null {
  if (!profile || profile.role !== 'THERAPIST' || !profile.therapistProfileId) {
    return 'errors.notAuthorizedApp';
  }
  const mismatch = passwordRecovery
    ? null
    : loginMethodMismatch(rememberedLoginMethod(), profile.vippsConnected);
  return mismatch ? `errors.${mismatch}` : null;
}

function setAdmitted(profile: UserProfile, clinic: ClinicSettings | null, passwordRecovery: boolean): void {
  sessionStore.set({
    userId: profile.id,
    email: profile.email,
    role: profile.role,
    clinicId: profile.clinicId,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  setState({
    status: 'signed-in',
    userId: profile.id,
    email: profile.email,
    profile,
    clinic,
    passwordRecovery,
  });
  rememberAdmitted({ profile, clinic });
}

function setSignedOut(): void {
  forgetAdmitted();
  // Earlier versions remembered the calendar's first read here (its URL names the user's clinic and calendar).
  window.localStorage.removeItem('first-reads:v1');
  sessionStore.set(null);
  setState({ status: 'signed-out' });
}

/** Admits a session after reading its profile (one request: the clinic is embedded). */
async function admit(
  session: SupabaseSession,
  passwordRecovery: boolean,
  isCurrent: () => boolean,
): Promise<void> {
  const { profile, clinic } = await fetchProfileAndClinic(session.user.id);
  if (!isCurrent()) return;
  const refusal = refusalOf(profile, passwordRecovery);
  if (refusal) {
    await refuse(refusal);
    return;
  }
  setAdmitted(profile!, clinic, passwordRecovery);
  if (takeFreshSignIn()) {
    notifySuperAdminOfLogin(profile!).catch(() =>
      toast.error(i18n.t('errors.notificationsNotCreated', { ns: 'shell' })),
    );
  }
}

/**
 * A returning user's still-valid stored session, checked at boot (boot/early-boot.ts) in one round trip that
 * started with the shell's code. While it is the session in use, supabase-js's restore of that same session
 * (INITIAL_SESSION / SIGNED_IN) takes the check's answer instead of reading the profile again.
 */
let boot: { userId: string; settled: Promise<SessionCheck['status']> } | null = null;

function admitFromBoot(session: BootSession): void {
  const { userId } = session.stored;
  // Paint from the stored session: the profile the guards admitted last time on this device, re-checked below.
  const snapshot = admittedSnapshot(userId);
  if (snapshot && !recoveryInProgress && refusalOf(snapshot.profile, false) === null) {
    setAdmitted(snapshot.profile, snapshot.clinic, false);
  }
  const mine = { userId, settled: Promise.resolve<SessionCheck['status']>('unknown') };
  mine.settled = session.check.then(async (result) => {
    // Superseded (signed out or another user signed in meanwhile): the newer event decides.
    if (boot !== mine) return 'unknown';
    if (result.status === 'revoked') {
      // Within this one round trip: the login page, then supabase-js forgets the stored session (its own
      // restore of that session, which may arrive meanwhile, is ignored).
      boot = null;
      discardedToken = session.stored.accessToken;
      setSignedOut();
      await signOut().catch(() => undefined);
    } else if (result.status === 'valid') {
      const refusal = refusalOf(result.profile, recoveryInProgress);
      if (refusal) {
        boot = null;
        discardedToken = session.stored.accessToken;
        setSignedOut();
        await refuse(refusal);
      } else {
        setAdmitted(result.profile!, result.clinic, recoveryInProgress);
      }
    }
    return result.status;
  });
  boot = mine;
}

/** The stored session's token the boot's check refused: supabase-js's restore of it must not admit it again. */
let discardedToken: string | null = null;
let recoveryInProgress = false;
/** Auth events are handled asynchronously; only the latest may change the state (an older one is stale). */
let generation = 0;

async function handleAuthChange(event: AuthChangeEvent, session: SupabaseSession | null): Promise<void> {
  const mine = ++generation;
  const isCurrent = () => mine === generation;
  if (event === 'PASSWORD_RECOVERY') recoveryInProgress = true;
  if (!session) {
    boot = null;
    recoveryInProgress = false;
    setSignedOut();
    return;
  }
  if (session.access_token === discardedToken) return;
  // Same user, new token (hourly refresh, password change): nothing to re-check; supabase-js keeps the token.
  if (
    (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') &&
    state.status === 'signed-in' &&
    state.userId === session.user.id
  ) {
    return;
  }
  // supabase-js restoring the session the boot already checked (it announces it as INITIAL_SESSION, then
  // SIGNED_IN): the check's answer stands; only when it could not tell is the profile read here.
  if ((event === 'INITIAL_SESSION' || event === 'SIGNED_IN') && boot?.userId === session.user.id) {
    const status = await boot.settled;
    if (!isCurrent() || status !== 'unknown') return;
  } else {
    boot = null;
  }
  try {
    await admit(session, recoveryInProgress, isCurrent);
  } catch (error) {
    if (!isCurrent()) return;
    console.warn('[shell] profile could not be loaded', error);
    await refuse('errors.generic');
  }
}

/**
 * Reloads the profile after the user changed it (password resolved, agreement answered), or after a remote
 * changed the user's row through a service (calendar or slides connected): remotes ask through shared-ui's
 * `sessionStore.reloadProfile()`, which calls this.
 */
/**
 * Reads the profile again and applies the session rules to it, as at sign-in: a profile that no longer admits
 * the session (its digital-ID connection changed, so the method used to sign in no longer matches) ends it
 * with the spec's message.
 */
export async function refreshProfile(): Promise<void> {
  if (state.status !== 'signed-in') return;
  const profile = await fetchProfile(state.userId);
  if (!profile) return;
  const refusal = refusalOf(profile, recoveryInProgress);
  if (refusal) {
    await refuse(refusal);
    return;
  }
  if (state.status === 'signed-in') setState({ ...state, profile, passwordRecovery: recoveryInProgress });
}
sessionStore.setProfileReloader(refreshProfile);

/**
 * Subscribes to Supabase Auth; the first event (INITIAL_SESSION) restores a session after a reload. With the
 * boot's check of a still-valid stored session, the user is admitted from it without waiting for supabase-js.
 */
export async function startAuth(bootSession: BootSession | null = null): Promise<void> {
  // A recovery link lands with `type=recovery` in the fragment; supabase-js consumes it while starting.
  if (window.location.hash.includes('type=recovery')) recoveryInProgress = true;
  if (bootSession) admitFromBoot(bootSession);
  await onAuthChange((event, session) => {
    // Supabase calls listeners inside its auth lock: calling back into supabase-js must wait a tick.
    setTimeout(() => void handleAuthChange(event, session), 0);
  });
}
