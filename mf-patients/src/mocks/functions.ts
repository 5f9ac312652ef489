import { http, HttpResponse } from 'msw';
import { sessionStore } from 'shared-ui';
import { db } from './db';

/**
 * The invite-patient edge function over the mock database: the same refusals as create_patient_invitation
 * (an existing user, an open invitation: one per e-mail, a phone not in international format), then the
 * patient and the invitation row.
 */
export const inviteFunctionHandlers = [
  http.post('*/functions/v1/invite-patient', async ({ request }) => {
    const body = (await request.json()) as Record<string, string | boolean | null>;
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const fail = (status: number, message: string, hint: string) =>
      HttpResponse.json({ error: { hint, message } }, { status });
    if (!email.includes('@') || !String(body.firstName ?? '').trim() || !String(body.lastName ?? '').trim()) {
      return fail(
        400,
        'Data that you entered is badly formatted, please check and change first name, last name and email',
        'bad_invitation',
      );
    }
    if (db.find('users', (u) => String(u.email).toLowerCase() === email)) {
      return fail(409, 'A user with this e-mail already exists', 'email_exists');
    }
    if (db.find('invitations', (i) => i.receiver_email === email && i.status === 'CREATED')) {
      return fail(
        409,
        'This patient is already invited and has not accepted the invitation yet',
        'already_invited',
      );
    }
    // The database's rule (invitations_phone_e164): an international number, as the form sends it.
    if (!/^\+[1-9][0-9]{6,14}$/.test(String(body.phone ?? '').trim())) {
      return fail(400, 'The input is not a valid phone number!', 'phone_invalid');
    }
    const session = sessionStore.get();
    const user = db.insert('users', {
      clinic_id: session?.clinicId ?? null,
      role: 'PATIENT',
      email,
      first_name: String(body.firstName).trim(),
      last_name: String(body.lastName).trim(),
      phone: String(body.phone ?? ''),
      is_treatment_finished: false,
    });
    db.insert('patient_profiles', {
      clinic_id: session?.clinicId ?? '',
      user_id: user.id!,
      number_of_active_appointments: 0,
    });
    const invitation = db.insert('invitations', {
      clinic_id: session?.clinicId ?? '',
      invitation_created_by_id: session?.userId ?? null,
      receiver_email: email,
      receiver_first_name: String(body.firstName).trim(),
      receiver_last_name: String(body.lastName).trim(),
      phone: String(body.phone ?? ''),
      status: 'CREATED',
      type: 'PATIENT_INVITATION',
      trigger_actions: ['SEND_EMAIL'],
      initialized_user_id: user.id!,
    });
    return HttpResponse.json({ data: { invitationId: invitation.id, patientUserId: user.id } });
  }),
];
