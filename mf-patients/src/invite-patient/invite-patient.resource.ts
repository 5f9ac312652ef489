import { callFunction, getDataClient, raise, toPerson } from 'supabase-client';
import type { EmailLookup } from './invite.rules';
import type { inviteRequest } from './invite.rules';

/** Supabase calls of the invite screen. */

/** get_patient_by_email: null when nobody has the e-mail and no invitation is open for it. */
export async function lookupEmail(email: string): Promise<EmailLookup | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_patient_by_email', { p_email: email });
  if (error) raise(error);
  const row = data?.[0];
  if (!row) return null;
  return { id: row.id, isClinicMember: Boolean(row.is_clinic_member), isInvited: Boolean(row.is_invited) };
}

/** The invite-patient edge function: invitation row, patient and the invitation mail, all on the backend. */
export async function invitePatient(
  request: ReturnType<typeof inviteRequest>,
): Promise<{ invitationId: string; patientUserId: string }> {
  // A refusal arrives as ApiError with the function's hint (email_exists, already_invited, …).
  const { data } = await callFunction<{ data: { invitationId: string; patientUserId: string } }>(
    'invite-patient',
    { body: request },
  );
  const { invitationId, patientUserId } = data;
  return { invitationId, patientUserId };
}

export interface InviteOptions {
  appointmentTypes: { id: string; name: string }[];
  therapists: { id: string; firstName: string; lastName: string }[];
}

/** The advanced settings' choices: the clinic's appointment types and therapists with a resolved password. */
export async function fetchInviteOptions(clinicId: string): Promise<InviteOptions> {
  const supabase = await getDataClient();
  const [types, therapists] = await Promise.all([
    supabase.from('appointment_types').select('id, name').eq('clinic_id', clinicId).order('name'),
    supabase
      .from('users')
      .select('id, first_name, last_name')
      .eq('clinic_id', clinicId)
      .eq('role', 'THERAPIST')
      .eq('is_temporary_password_resolved', true)
      .order('first_name')
      .order('last_name'),
  ]);
  if (types.error) raise(types.error);
  if (therapists.error) raise(therapists.error);
  return {
    appointmentTypes: types.data.map((row) => ({ id: row.id, name: row.name })),
    therapists: therapists.data.map((row) => {
      const { id, firstName, lastName } = toPerson(row);
      return { id, firstName, lastName };
    }),
  };
}
