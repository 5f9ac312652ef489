import { getDataClient, getSupabase } from 'supabase-client';
import type { EmailLookup } from './invite.model';
import type { inviteRequest } from './invite.model';

/** Supabase calls of the invite screen. */

/** An error the backend explained: `message` is the spec's text, `hint` a stable code. */
export class InviteError extends Error {
  constructor(
    message: string,
    readonly hint: string | null,
  ) {
    super(message);
    this.name = 'InviteError';
  }
}

/** get_patient_by_email: null when nobody has the e-mail and no invitation is open for it. */
export async function lookupEmail(email: string): Promise<EmailLookup | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_patient_by_email', { p_email: email });
  if (error) throw error;
  const row = data?.[0];
  if (!row) return null;
  return { id: row.id, isClinicMember: Boolean(row.is_clinic_member), isInvited: Boolean(row.is_invited) };
}

/** The invite-patient edge function: invitation row, patient and the invitation mail, all on the backend. */
export async function invitePatient(
  request: ReturnType<typeof inviteRequest>,
): Promise<{ invitationId: string; patientUserId: string }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('invite-patient', { body: request });
  if (error) {
    // A FunctionsHttpError carries the function's Response (checked by shape: supabase-js loads lazily).
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as {
        error?: { message?: string; hint?: string | null };
      } | null;
      throw new InviteError(body?.error?.message ?? error.message, body?.error?.hint ?? null);
    }
    throw new InviteError(error.message, null);
  }
  const { invitationId, patientUserId } = (data as { data: { invitationId: string; patientUserId: string } })
    .data;
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
  if (types.error) throw types.error;
  if (therapists.error) throw therapists.error;
  return {
    appointmentTypes: types.data.map((row) => ({ id: row.id, name: row.name })),
    therapists: therapists.data.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
    })),
  };
}
