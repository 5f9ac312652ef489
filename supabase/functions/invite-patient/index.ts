// The patient invitation of spec 001 §4 (invite flow), with the signed-in therapist's bearer token:
//   POST {firstName, lastName, phone, email, isPatientCanChooseNextAppointmentByHimself?,
//         appointmentTypeIdThatPatientWasInvitedTo?, therapistId?, bookingData?}
//   → 200 {data: {invitationId, patientUserId}} or a failure {error: {hint, message}} (_shared/http.ts).
// 0. get_patient_by_email as the caller (logged and rate-limited per therapist in the database): an address
//    that is taken or invited already is refused here, with only the flag the invite flow needs;
// 1. create_patient_invitation as the caller (validation, RLS by clinic, one open invitation per e-mail in the
//    database, so a double-clicked Invite makes one invitation and one mail);
// 2. the auth user is invited by Supabase Auth (which sends the invitation mail: the project's SMTP on hosted,
//    the local inbox here), gets role PATIENT and the clinic in app_metadata;
// 3. complete_patient_invitation writes the patient's names, phone and profile.
// If step 2 or 3 fails the invitation is removed again, so nothing half-done stays and the therapist can retry.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { failure, json, preflight } from '../_shared/http.ts';

const statusOf = (code: string | undefined) =>
  code === '23505' ? 409 : code === '42501' ? 403 : code === 'P0002' ? 404 : 400;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'method_not_allowed', 'Method not allowed');
  const url = Deno.env.get('SUPABASE_URL')!;
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  const admin = createClient(url, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data: caller, error: callerError } = await admin.auth.getUser(token);
  if (callerError || !caller.user) return failure(401, 'not_signed_in', 'Sign in to invite a patient');
  const clinicId = caller.user.app_metadata?.clinic_id;

  const body = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return failure(400, 'invalid_input', 'Body must be JSON');

  const asCaller = createClient(url, Deno.env.get('SUPABASE_ANON_KEY')!, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
  });
  const email = text(body.email).trim().toLowerCase();
  // The address is looked up as the caller first: the database logs and limits every look-up per therapist,
  // and answers for another clinic's person only that the address is taken.
  const { data: found, error: lookupError } = await asCaller.rpc('get_patient_by_email', { p_email: email });
  if (lookupError) {
    const status = lookupError.hint === 'rate_limited' ? 429 : statusOf(lookupError.code);
    return failure(status, lookupError.hint || 'invite_failed', lookupError.message);
  }
  const existing = (found as { is_invited: boolean }[] | null)?.[0];
  if (existing?.is_invited) {
    return failure(409, 'already_invited', 'This patient is already invited and has not accepted the invitation yet');
  }
  if (existing) return failure(409, 'email_exists', 'A user with this e-mail already exists');
  const { data: invitationId, error: inviteError } = await asCaller.rpc('create_patient_invitation', {
    p_first_name: text(body.firstName),
    p_last_name: text(body.lastName),
    p_phone: text(body.phone),
    p_email: email,
    p_is_patient_can_choose_next_appointment_by_himself: body.isPatientCanChooseNextAppointmentByHimself !== false,
    p_appointment_type_id: text(body.appointmentTypeIdThatPatientWasInvitedTo) || null,
    p_therapist_id: text(body.therapistId) || null,
    p_booking_data: (body.bookingData as Record<string, unknown> | undefined) ?? null,
  });
  if (inviteError) {
    return failure(statusOf(inviteError.code), inviteError.hint || 'invite_failed', inviteError.message);
  }

  try {
    const redirectTo = Deno.env.get('PATIENT_APP_URL') ?? undefined;
    const invited = await admin.auth.admin.inviteUserByEmail(email, {
      redirectTo,
      data: { first_name: text(body.firstName).trim(), last_name: text(body.lastName).trim() },
    });
    if (invited.error || !invited.data.user) throw invited.error ?? new Error('the invitation mail was not sent');
    const userId = invited.data.user.id;
    const meta = await admin.auth.admin.updateUserById(userId, { app_metadata: { role: 'PATIENT', clinic_id: clinicId } });
    if (meta.error) throw meta.error;
    const completed = await admin.rpc('complete_patient_invitation', {
      p_invitation_id: invitationId,
      p_user_id: userId,
    });
    if (completed.error) throw completed.error;
    return json({ data: { invitationId, patientUserId: userId } });
  } catch (error) {
    await admin.rpc('cancel_patient_invitation', { p_invitation_id: invitationId });
    // No personal data in the log: the invitation id only.
    console.error(`invite-patient: invitation ${invitationId} failed: ${(error as Error).message}`);
    return failure(502, 'invite_failed', 'Something went wrong, try again later.');
  }
});
