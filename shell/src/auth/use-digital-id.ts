import { useSingleFlightMutation } from 'shared-ui';
import { nextAuthState, refreshProfile, type AuthState } from '../session/auth-store';
import { rememberLoginMethod, takeFreshSignIn } from '../session/login-method';
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

/**
 * Connecting or disconnecting the digital ID changes how the therapist signs in. Spec 000 §4: the stored login
 * method must match the profile's connection, so once the change is made (and said: `onChanged`), the profile
 * is read again and the session ends with the spec's message ('You need to use login by Vipps' / '… email and
 * password …'); the next sign-in uses the new method.
 */
export function useConnectDigitalId() {
  return useSingleFlightMutation({
    mutationFn: (authorisation: Authorisation) => connectDigitalId(authorisation),
  });
}

export function useDisconnectDigitalId() {
  return useSingleFlightMutation({ mutationFn: () => disconnectDigitalId() });
}

/** After a connect or disconnect has been announced: the session rules decide on the changed profile. */
export const applyLoginMethodChange = (): Promise<void> => refreshProfile();
