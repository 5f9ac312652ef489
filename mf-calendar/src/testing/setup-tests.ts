import { registerTranslations, sessionStore } from 'shared-ui';
import { setupMockServer, setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { calendarServiceMock, initialCalendarServiceState } from '../mocks/calendar-service';

/** The Supabase URL this package's tests point supabase-js at; MSW answers it from src/mocks. */
export const TEST_SUPABASE_URL = 'http://mf-calendar.supabase.test';

/**
 * Component tests of mf-calendar: this remote's translations, supabase-js configured against the package's
 * MSW handlers (one mock database, reset before each test around `now`), the demo therapist signed in.
 * Call once at the top of a test file; returns the MSW server (for `server.use` overrides) and the db.
 */
export function setupCalendarTests({ now }: { now?: () => Date } = {}) {
  registerTranslations('mf-calendar', { en, no });
  // jsdom has no ResizeObserver; Radix (the form's radio groups) and the calendar's redraw use it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const server = setupMockServer(handlers);
  setupTestSupabase(TEST_SUPABASE_URL);
  beforeEach(() => {
    window.localStorage.clear();
    db.reset({ now: now?.() ?? new Date() });
    calendarServiceMock.state = initialCalendarServiceState();
    sessionStore.set({
      userId: fixtures.therapist.id,
      email: fixtures.therapist.email,
      role: 'THERAPIST',
      clinicId: fixtures.clinic.id,
      firstName: fixtures.therapist.first_name,
      lastName: fixtures.therapist.last_name,
    });
  });
  afterAll(() => sessionStore.set(null));
  return { server, db, fixtures };
}
