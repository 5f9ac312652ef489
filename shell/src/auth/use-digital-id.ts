import { useSingleFlightMutation } from 'shared-ui';
import { nextAuthState, refreshProfile, type AuthState } from '../session/auth-store';
import { rememberLoginMethod, switchLoginMethod, takeFreshSignIn } from '../session/login-method';
import {
  connectDigitalId,
  disconnectDigitalId,
  loginTherapist,
  signInWithDigitalIdToken,
} from './digital-id.resource';

interface Authorisation {
  code: string;
  state: string;
  redirectUri: string;
}

/**
 * Digital-ID sign-in: the function's token becomes a session (custom-token sign-in), then the auth store applies
 * the session rules; resolves with the state it settled on (admitted, or signed out with the reason shown).
 */
export function useDigitalIdSignIn() {
  return useSingleFlightMutation({
    mutationFn: async (authorisation: Authorisation): Promise<AuthState> => {
      const token = await loginTherapist(authorisation);
      rememberLoginMethod('vipps');
      const settled = nextAuthState();
      try {
        await signInWithDigitalIdToken(token);
      } catch (error) {
        // No sign-in happened: a later session restore must not be announced as one.
        takeFreshSignIn();
        throw error;
      }
      return settled;
    },
  });
}

export function useConnectDigitalId() {
  return useSingleFlightMutation({
    mutationFn: async (authorisation: Authorisation) => {
      const email = await connectDigitalId(authorisation);
      // Before the profile is read again: connected while signed in with a password must not sign out.
      switchLoginMethod('vipps');
      await refreshProfile();
      return email;
    },
  });
}

export function useDisconnectDigitalId() {
  return useSingleFlightMutation({
    mutationFn: async () => {
      await disconnectDigitalId();
      switchLoginMethod('password');
      await refreshProfile();
    },
  });
}
