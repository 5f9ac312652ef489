import { getSupabase } from 'supabase-client';
import { CustomTokenError, DigitalIdCallError } from './digital-id';

/** The digital-ID edge functions (supabase/functions/login-therapist and connect-vipps) and the token sign-in. */

interface FunctionReply {
  statusCode?: number;
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
}

async function callError(error: unknown): Promise<DigitalIdCallError> {
  // Imported here, not at the top: a static import would put supabase-js on the first screen of every page
  // (supabase-client loads it after the first screen). It is loaded by now: the call went through it.
  const { FunctionsHttpError } = await import('@supabase/supabase-js');
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as FunctionReply;
    return new DigitalIdCallError(response.status, body.code ?? 'unknown', body.message ?? error.message);
  }
  // Network failure or a relay error: no status from the function itself.
  return new DigitalIdCallError(0, 'unreachable', error instanceof Error ? error.message : String(error));
}

interface Authorisation {
  code: string;
  state: string;
  redirectUri: string;
}

/** POST /loginTherapist (spec 000 §7.1): the one-time token for the custom-token sign-in. */
export async function loginTherapist(authorisation: Authorisation): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<FunctionReply>('login-therapist', {
    body: authorisation,
  });
  if (error) throw await callError(error);
  const token = data?.data?.token;
  // No token: nothing is connected to this identity (spec 000 §8).
  if (typeof token !== 'string' || !token) throw new DigitalIdCallError(200, 'not_connected', 'no token');
  return token;
}

/** The custom-token sign-in: turns the function's token into a Supabase session. */
export async function signInWithDigitalIdToken(token: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash: token, type: 'magiclink' });
  if (error) throw new CustomTokenError(error.code ?? String(error.status ?? 'auth_error'), error.message);
}

/** Connects the signed-in user's profile to the digital ID that issued the code; returns the provider e-mail. */
export async function connectDigitalId(authorisation: Authorisation): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<FunctionReply>('connect-vipps', {
    body: authorisation,
  });
  if (error) throw await callError(error);
  return String(data?.data?.email ?? '');
}

export async function disconnectDigitalId(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('connect-vipps', { method: 'DELETE' });
  if (error) throw await callError(error);
}
