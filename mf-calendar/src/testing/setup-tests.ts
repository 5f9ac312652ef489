import { setupRemoteTests } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { calendarServiceMock, initialCalendarServiceState } from '../mocks/functions';

/**
 * Component tests of mf-calendar: shared-ui's setupRemoteTests over this remote's one mock database (reset
 * before each test around `now`), the demo therapist signed in, and the calendar-service mock's own state
 * reset. Call once at the top of a test file; returns the MSW server (for `server.use` overrides) and the db.
 */
export function setupCalendarTests({ now }: { now?: () => Date } = {}) {
  const server = setupRemoteTests({
    namespace: 'mf-calendar',
    translations: { en, no },
    handlers,
    db,
    therapist: fixtures.therapist,
    clinicId: fixtures.clinic.id,
    now,
    beforeEachTest: () => {
      calendarServiceMock.state = initialCalendarServiceState();
    },
  });
  return { server, db, fixtures };
}
