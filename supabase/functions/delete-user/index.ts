// deleteUser of spec 000 §7.1: POST {uid, email} with the caller's bearer token.
// Answers data {uid}, or a failure in the functions' one shape (_shared/http.ts): the spec's legacy
// `statusCode`/`errorToSting` fields are not kept (no caller in this repository reads them).
//
// Who may delete whom: a SUPER_ADMIN anyone; an ADMIN or CLINIC_OWNER only users of their own clinic
// (app_metadata.clinic_id); nobody their own account; a service_role caller (back-office jobs) anyone.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { failure, json, preflight } from '../_shared/http.ts';

const ADMIN_ROLES = new Set(['SUPER_ADMIN', 'ADMIN', 'CLINIC_OWNER']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');

  const url = Deno.env.get('SUPABASE_URL')!;
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!;
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '');
  if (!token) return failure(401, 'not_signed_in', 'Missing bearer token');

  let body: { uid?: unknown; email?: unknown };
  try {
    body = await req.json();
  } catch {
    return failure(400, 'invalid_input', 'Body must be JSON {uid, email}');
  }
  const uid = typeof body.uid === 'string' ? body.uid : '';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!UUID.test(uid) || !email) return failure(400, 'invalid_input', 'uid (uuid) and email are required');

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
    if (error || !data.user) return failure(401, 'not_signed_in', 'Invalid or expired session');
    const meta = data.user.app_metadata ?? {};
    if (!ADMIN_ROLES.has(String(meta.role))) return failure(403, 'not_allowed', 'Not allowed to delete users');
    callerId = data.user.id;
    callerClinic = meta.clinic_id ?? null;
    superAdmin = meta.role === 'SUPER_ADMIN';
  }

  if (callerId === uid) return failure(400, 'cannot_delete_self', 'You cannot delete your own account');
  const target = await admin.auth.admin.getUserById(uid);
  if (target.error || !target.data.user) return failure(404, 'user_not_found', 'User not found');
  if ((target.data.user.email ?? '').toLowerCase() !== email) return failure(400, 'email_mismatch', 'uid and email do not match');
  if (!superAdmin && (callerClinic === null || target.data.user.app_metadata?.clinic_id !== callerClinic)) {
    return failure(403, 'not_allowed', 'Not allowed to delete users of another clinic');
  }

  const del = await admin.auth.admin.deleteUser(uid);
  if (del.error) {
    console.error(`delete-user: ${del.error.message}`);
    return failure(502, 'delete_failed', 'The user could not be deleted');
  }
  return json({ data: { uid } });
});
