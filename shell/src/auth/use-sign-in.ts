import { useSingleFlightMutation } from 'shared-ui';
import { signInWithPassword } from '../session/auth.resource';
import { rememberLoginMethod } from '../session/login-method';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Email + password sign-in. On success the auth store takes over (admits the user or signs them out with the
 * reason) and the guard routes; a failure carries the provider's own message (spec: e.g. 'Invalid login
 * credentials').
 */
export function useSignIn() {
  return useSingleFlightMutation({
    mutationFn: ({ email, password }: Credentials) => {
      rememberLoginMethod('password');
      return signInWithPassword(email.trim(), password);
    },
  });
}
