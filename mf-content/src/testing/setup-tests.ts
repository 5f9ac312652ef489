import { registerTranslations, sessionStore } from 'shared-ui';
import { setupMockServer, setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

export const TEST_SUPABASE_URL = 'http://mf-content.supabase.test';

/** Component tests of mf-content: translations, supabase-js against the MSW handlers, the therapist signed in. */
export function setupContentTests() {
  registerTranslations('mf-content', { en, no });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const server = setupMockServer(handlers);
  setupTestSupabase(TEST_SUPABASE_URL);
  beforeEach(() => {
    window.localStorage.clear();
    db.reset();
    sessionStore.set({
      userId: fixtures.therapist.id,
      email: 'therapist@demo.clinic',
      role: 'THERAPIST',
      clinicId: fixtures.clinic.id,
      firstName: fixtures.therapist.first_name,
      lastName: fixtures.therapist.last_name,
    });
  });
  afterAll(() => sessionStore.set(null));
  return { server, db, fixtures };
}
