import fs from 'node:fs';
import path from 'node:path';
import { sessionStore } from 'shared-ui';
import { MOCK_THERAPIST } from 'shared-ui/testing/mock-api';
import { db, fixtures } from './db';
import { rpc } from './rpc';

/**
 * QA mode (`npm start -w mf-patients`) signs in shared-ui's QA_SESSION; the mock database must be that user's
 * world, or every list is empty ('There are 0 your patient(s)', issue 24). QA_SESSION is not exported from
 * 'shared-ui/qa': the QA host's source must build it from the mock world's therapist, whom the fixtures are.
 */
const host = fs.readFileSync(path.join(__dirname, '../../../shared-ui/src/qa/run-standalone.tsx'), 'utf8');
const session = host.slice(host.indexOf('export const QA_SESSION'));
const builtFromMockWorld =
  /userId:\s*MOCK_THERAPIST\.id/.test(session) && /clinicId:\s*MOCK_THERAPIST\.clinic_id/.test(session);
const qaUserId = builtFromMockWorld ? MOCK_THERAPIST.id : /userId:\s*'([^']+)'/.exec(session)?.[1];
const qaClinicId = builtFromMockWorld ? MOCK_THERAPIST.clinic_id : /clinicId:\s*'([^']+)'/.exec(session)?.[1];

describe("the mock database is the QA host's signed-in therapist's", () => {
  beforeEach(() => {
    sessionStore.set({
      userId: qaUserId!,
      clinicId: qaClinicId!,
      email: 'therapist@demo.clinic',
      role: 'THERAPIST',
      firstName: 'Demo',
      lastName: 'Therapist',
    });
    db.reset({ now: new Date() });
  });
  afterEach(() => sessionStore.set(null));

  const context = () => ({ db, caller: db.caller(), request: new Request('http://qa.supabase.test') });

  it('has the same user and clinic as the QA session', () => {
    expect(qaUserId).toBeTruthy();
    expect(fixtures.therapist.id).toBe(qaUserId);
    expect(fixtures.clinic.id).toBe(qaClinicId);
  });

  it('shows data on every route mf-patients owns', async () => {
    const mine = (await rpc.list_patients!({ p_limit: 100 }, context())) as { category: string }[];
    // /dashboard/patients: invited, attached and own patients
    expect(new Set(mine.map((row) => row.category))).toEqual(
      new Set(['NOT_ACTIVATED', 'ATTACHED', 'PROPER_PATIENT']),
    );
    // /free-patients
    expect(((await rpc.list_free_patients!({}, context())) as unknown[]).length).toBeGreaterThan(0);
    // /waiting-room: my appointment with the patient online
    const waiting = db
      .table('appointments')
      .filter((a) => a.therapist_user_id === qaUserId && Object.keys(a.patients_online ?? {}).length > 0);
    expect(waiting.length).toBeGreaterThan(0);
    // /first-appointment-with-menta
    const first = (await rpc.get_patients_have_first_appointment!(
      { p_therapist_user_id: qaUserId!, p_clinic_id: qaClinicId! },
      context(),
    )) as unknown[];
    expect(first.length).toBeGreaterThan(0);
    // /patients/:id and /pre-screening/:id: a patient of mine with an appointment that has answers
    const answered = db.find('form_answers', (f) => f.patient_user_id === fixtures.patients.kari.id);
    const appointment = db.find('appointments', (a) => a.id === answered?.appointment_id);
    expect(appointment?.therapist_user_id).toBe(qaUserId);
  });
});
