import { addDays, setHours, startOfDay } from 'date-fns';
import { bookAppointment } from '../appointment-form/appointment-form.resource';
import { fetchCalendarEvents } from '../calendar/calendar.resource';
import { getServiceSession } from '../common/calendar-service.resource';
import { setupCalendarTests } from '../testing/setup-tests';
import {
  calendarServiceMock,
  initialCalendarServiceState,
  integratedCalendarServiceState,
} from './functions';

const { db, fixtures } = setupCalendarTests();

describe('the one mock database', () => {
  it("QA mode's calendar service agrees with the mock user: integrated, a calendar chosen", async () => {
    calendarServiceMock.state = integratedCalendarServiceState();
    try {
      const user = db.find('users', (u) => u.id === fixtures.therapist.id);
      const session = await getServiceSession();
      expect(user?.is_calendar_integrated).toBe(true);
      expect(session).toMatchObject({
        isAuthenicated: true,
        isCalendarIntegrated: true,
        calendarId: 'cal-work',
      });
    } finally {
      calendarServiceMock.state = initialCalendarServiceState();
    }
  });

  it("a booking made through the form's RPC is in the calendar's events query", async () => {
    const start = setHours(startOfDay(addDays(new Date(), 14)), 11);
    const id = await bookAppointment({
      patientUserId: fixtures.patients.ola.id,
      appointmentTypeId: fixtures.appointmentTypes.individual.id,
      start,
      liveSessionType: 'VIDEO',
      scriptId: fixtures.scripts.standard.id,
      title: 'First session with Ola',
      therapistUserId: fixtures.therapist.id,
    });

    const { events } = await fetchCalendarEvents(
      fixtures.clinic.id,
      fixtures.calendars.work.id,
      startOfDay(start).toISOString(),
      addDays(startOfDay(start), 1).toISOString(),
    );
    expect(events.map((e) => [e.type, e.appointmentId, e.title, e.patientName])).toEqual([
      ['APPOINTMENT', id, 'First session with Ola', 'Ola Fri'],
      ['PAUSE', id, 'Pause', 'Ola Fri'],
    ]);
    // the free patient became the therapist's (as book_appointment does in the database)
    expect(db.find('patient_profiles', (p) => p.user_id === fixtures.patients.ola.id)).toMatchObject({
      therapist_user_id: fixtures.therapist.id,
      number_of_active_appointments: 1,
    });
  });

  it('refuses a second booking of the same time, as the exclusion constraint does', async () => {
    const start = setHours(startOfDay(addDays(new Date(), 14)), 11);
    const input = {
      patientUserId: fixtures.patients.kari.id,
      appointmentTypeId: fixtures.appointmentTypes.individual.id,
      start,
      liveSessionType: 'VIDEO' as const,
      scriptId: fixtures.scripts.standard.id,
      title: 'Session',
      therapistUserId: fixtures.therapist.id,
    };
    await bookAppointment(input);
    await expect(bookAppointment(input)).rejects.toMatchObject({ hint: 'slot_taken', code: '23P01' });
  });
});
