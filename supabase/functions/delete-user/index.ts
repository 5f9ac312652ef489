// deleteUser of spec 000 §7.1: POST {uid, email} with the caller's bearer token.
// The app reads `statusCode` (200 = success) and `errorToSting` (sic: the field name the app expects).
//
// Who may delete whom: a SUPER_ADMIN anyone; an ADMIN or CLINIC_OWNER only users of their own clinic
// (app_metadata.clinic_id); nobody their own account; a service_role caller (back-office jobs) anyone.
import { createClient } from 'npm:@supabase/supabase-js@2';

const ADMIN_ROLES = new Set(['SUPER_ADMIN', 'ADMIN', 'CLINIC_OWNER']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function reply(statusCode: number, body: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ statusCode, ...body }), {
    status: statusCode,
    headers: { ...cors, 'content-type': 'application/json' },
  });
}

const fail = (statusCode: number, message: string) => reply(statusCode, { errorToSting: message });

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: cors });
  if (req.method !== 'POST') return fail(405, 'Method not allowed');

  const url = Deno.env.get('SUPABASE_URL')!;
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!;
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  if (!token) return fail(401, 'Missing bearer token');

  let body: { uid?: unknown; email?: unknown };
  try {
    body = await req.json();
  } catch {
    return fail(400, 'Body must be JSON {uid, email}');
  }
  const uid = typeof body.uid === 'string' ? body.uid : '';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!UUID.test(uid) || !email) return fail(400, 'uid (uuid) and email are required');

  const admin = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

  // Here we decide whether this caller may delete the user. A back-office caller is recognised by presenting
  // the service role key itself, never by a claim read from an unverified token (the gateway's verify_jwt is
  // configuration, not a check this function can rely on); everyone else is verified with the auth server.
  let callerId: string | null = null;
  let callerClinic: unknown = null;
  let superAdmin = false;
  if (token === serviceKey) {
    superAdmin = true;
  } else {
    const { data, error } = await admin.auth.getUser(token);
    if (error || !data.user) return fail(401, 'Invalid or expired session');
    const meta = data.user.app_metadata ?? {};
    if (!ADMIN_ROLES.has(String(meta.role))) return fail(403, 'Not allowed to delete users');
    callerId = data.user.id;
    callerClinic = meta.clinic_id ?? null;
    superAdmin = meta.role === 'SUPER_ADMIN';
  }

  if (callerId === uid) return fail(400, 'You cannot delete your own account');
  const target = await admin.auth.admin.getUserById(uid);
  if (target.error || !target.data.user) return fail(404, 'User not found');
  if ((target.data.user.email ?? '').toLowerCase() !== email) return fail(400, 'uid and email do not match');
  if (!superAdmin && (callerClinic === null || target.data.user.app_metadata?.clinic_id !== callerClinic)) {
    return fail(403, 'Not allowed to delete users of another clinic');
  }

  const del = await admin.auth.admin.deleteUser(uid);
  if (del.error) return fail(del.error.status ?? 500, del.error.message);
  return reply(200, { data: { uid } });
});
