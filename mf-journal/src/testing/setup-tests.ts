import { registerTranslations, sessionStore } from 'shared-ui';
import { setupFakeRealtime, setupMockServer, setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

/** The Supabase URL this package's tests point supabase-js at; MSW answers it from src/mocks. */
export const TEST_SUPABASE_URL = 'http://mf-journal.supabase.test';

/**
 * Component tests of mf-journal: the remote's translations, supabase-js against the package's MSW handlers
 * (one mock database, reset before each test), the demo therapist signed in. Call once per test file.
 */
export function setupJournalTests() {
  registerTranslations('mf-journal', { en, no });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const server = setupMockServer(handlers);
  setupTestSupabase(TEST_SUPABASE_URL);
  setupFakeRealtime();
  beforeEach(() => {
    window.sessionStorage.clear();
    db.reset({ now: new Date() });
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
