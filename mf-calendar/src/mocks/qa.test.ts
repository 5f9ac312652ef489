import { addDays } from 'date-fns';
import { fetchCalendarEvents } from '../calendar/calendar.resource';
import { setupCalendarTests } from '../testing/setup-tests';
// The QA host's session (shared-ui's run-standalone); its browser-only MSW worker is not needed here.
jest.mock('msw/browser', () => ({ setupWorker: jest.fn() }));
// QA_SESSION is not exported from shared-ui's index: read from its file, so a change there fails this test.
import { QA_SESSION } from '../../../shared-ui/src/qa/run-standalone';

const { db, fixtures } = setupCalendarTests();

describe('QA mode (npm start -w mf-calendar)', () => {
  it("the mock database's therapist and clinic are the QA host's session user's (issue 24)", () => {
    expect(fixtures.therapist.id).toBe(QA_SESSION.userId);
    expect(fixtures.clinic.id).toBe(QA_SESSION.clinicId);
  });

  it('every route the remote owns has the session user’s data: calendar, events, working hours', async () => {
    const me = db.find('users', (u) => u.id === QA_SESSION.userId);
    expect(me).toMatchObject({
      role: 'THERAPIST',
      clinic_id: QA_SESSION.clinicId,
      is_calendar_integrated: true,
    });
    expect(db.table('weekly_working_hours').some((w) => w.therapist_user_id === QA_SESSION.userId)).toBe(
      true,
    );
    const now = new Date();
    const { events } = await fetchCalendarEvents(
      QA_SESSION.clinicId!,
      fixtures.calendars.work.id,
      addDays(now, -7).toISOString(),
      addDays(now, 7).toISOString(),
    );
    expect(events.filter((e) => e.appointmentTherapistUserId === QA_SESSION.userId).length).toBeGreaterThan(
      0,
    );
  });
});
