// loginTherapist of spec 000 §7.1: POST {code, state, redirectUri} from /vipps-callback (no session yet).
// Spends the code at the digital-ID provider, takes its verified e-mail, finds the profile connected to that
// e-mail (digital_id_connections, keyed by its sha256) and answers data.token: a one-time magic-link token hash
// the browser turns into a session with `supabase.auth.verifyOtp({ token_hash, type: 'magiclink' })` — the
// spec's "custom-token sign-in". Nothing connected → 404 not_connected (the app's 'You don't have connected
// profile to Vipps').
import { createClient } from 'npm:@supabase/supabase-js@2';
import { emailHash, failureOf, readAuthorisation, reply, verifiedIdentity } from '../_shared/digital-id.ts';
import { failure, preflight } from '../_shared/http.ts';

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  try {
    const body = await req.json().catch(() => null);
    const { code, redirectUri } = readAuthorisation(body, 'login');
    const { email } = await verifiedIdentity(code, redirectUri);

    const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: connection, error } = await admin
      .from('digital_id_connections')
      .select('user_id, users!inner(email)')
      .eq('provider', 'VIPPS')
      .eq('provider_email_hash', await emailHash(email))
      .maybeSingle();
    if (error) throw error;
    const userEmail = (connection?.users as { email?: string } | null)?.email;
    if (!connection || !userEmail) return failure(404, 'not_connected', "You don't have connected profile to Vipps");

    const link = await admin.auth.admin.generateLink({ type: 'magiclink', email: userEmail });
    if (link.error || !link.data.properties?.hashed_token) {
      // e.g. the account was removed from Auth while its profile row stayed
      return failure(404, 'not_connected', "You don't have connected profile to Vipps");
    }
    return reply(200, { data: { token: link.data.properties.hashed_token } });
  } catch (err) {
    return failureOf(err);
  }
});
