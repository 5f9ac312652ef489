import { ApiError, authRefusal, callFunction, getSupabase } from 'supabase-client';
import { CustomTokenError } from './digital-id';

/**
 * The digital-ID edge functions (supabase/functions/login-therapist and connect-vipps) and the token sign-in.
 * A function's refusal is supabase-client's ApiError with the function's `code` (not_connected,
 * user_not_found, …) and HTTP status.
 */

interface FunctionReply {
  data?: Record<string, unknown>;
}

interface Authorisation {
  code: string;
  state: string;
  redirectUri: string;
}

/** POST /loginTherapist (spec 000 §7.1): the one-time token for the custom-token sign-in. */
export async function loginTherapist(authorisation: Authorisation): Promise<string> {
  const reply = await callFunction<FunctionReply>('login-therapist', { body: authorisation });
  const token = reply.data?.token;
  // No token: nothing is connected to this identity (spec 000 §8).
  if (typeof token !== 'string' || !token)
    throw new ApiError('no token', 'not_connected', 'not_connected', 200);
  return token;
}

/** The custom-token sign-in: turns the function's token into a Supabase session. */
export async function signInWithDigitalIdToken(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash: token, type: 'magiclink' });
  if (error) throw new CustomTokenError(authRefusal(error));
}

/** Connects the signed-in user's profile to the digital ID that issued the code; returns the provider e-mail. */
export async function connectDigitalId(authorisation: Authorisation): Promise<string> {
  const reply = await callFunction<FunctionReply>('connect-vipps', { body: authorisation });
  return String(reply.data?.email ?? '');
}

export async function disconnectDigitalId(): Promise<void> {
  await callFunction('connect-vipps', { method: 'DELETE' });
}
