// The digital-ID connection of spec 002 §4 and §7, with the signed-in user's bearer token:
//   POST {code, state, redirectUri}  spends the code, takes the provider's verified e-mail, writes the connection
//                                    record (provider_email_hash = sha256 of that e-mail, user_email, vipps_email)
//                                    and sets users.is_vipps_connected_to_profile; answers data {email}.
//   DELETE                           removes the record and clears the flag.
// Users cannot write either themselves (no grants); both changes happen in one transaction (the RPC functions).
import { createClient } from 'npm:@supabase/supabase-js@2';
import { failureOf, readAuthorisation, reply, verifiedIdentity } from '../_shared/digital-id.ts';
import { failure, preflight } from '../_shared/http.ts';

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST' && req.method !== 'DELETE') return failure(405, 'method_not_allowed', 'Method not allowed');
  try {
    const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
    const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // Only a signed-in user (not the anon or service key): the connection is always the caller's own.
    const { data: caller, error: callerError } = await admin.auth.getUser(token);
    if (callerError || !caller.user) return failure(401, 'not_signed_in', 'Sign in to connect a digital ID');
    const { data: profile, error: profileError } = await admin
      .from('users')
      .select('id')
      .eq('id', caller.user.id)
      .maybeSingle();
    if (profileError) throw profileError;
    if (!profile) return failure(404, 'user_not_found', 'The user was not found');

    if (req.method === 'DELETE') {
      const { error } = await admin.rpc('digital_id_disconnect', { p_user_id: caller.user.id });
      if (error) throw error;
      return reply(200, { data: { connected: false } });
    }

    const body = await req.json().catch(() => null);
    const { code, redirectUri } = readAuthorisation(body, 'connect');
    const { email } = await verifiedIdentity(code, redirectUri);
    const { error } = await admin.rpc('digital_id_connect', {
      p_user_id: caller.user.id,
      p_provider_email: email,
    });
    if (error) {
      if (error.code === '23505') {
        return failure(409, 'already_connected', 'This digital ID is connected to another profile');
      }
      throw error;
    }
    return reply(200, { data: { email } });
  } catch (err) {
    return failureOf(err);
  }
});
