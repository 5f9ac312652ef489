import { registerTranslations, sessionStore } from 'shared-ui';
import { setupMockServer, setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

export const TEST_SUPABASE_URL = 'http://mf-patients.supabase.test';

/**
 * Component tests of mf-patients: this remote's translations, supabase-js against the package's MSW handlers
 * (one mock database, reset before each test), Ingrid signed in. Call once at the top of a test file.
 */
export function setupPatientsTests({ now }: { now?: () => Date } = {}) {
  registerTranslations('mf-patients', { en, no });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const server = setupMockServer(handlers);
  setupTestSupabase(TEST_SUPABASE_URL);
  beforeEach(() => {
    db.reset({ now: now?.() ?? new Date() });
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
