import type { RequestHandler } from 'msw';
import { registerTranslations } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { setupMockServer, setupTestSupabase } from './test-server';
import type { SeedContext } from './mock-database';

/** The signed-in therapist of a remote's component tests (a fixture of its mock database). */
export interface TestTherapist {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface RemoteTestOptions {
  /** The remote's i18n namespace and package name, e.g. 'mf-billing'. */
  namespace: string;
  translations: Parameters<typeof registerTranslations>[1];
  handlers: RequestHandler[];
  /** The remote's one mock database (src/mocks/db.ts), reset before each test. */
  db: { reset(context?: Partial<SeedContext>): void };
  therapist: TestTherapist;
  clinicId: string;
  /** The clock the database is seeded around (default: the real now, read before each test). */
  now?: () => Date;
  /** The package's own per-test reset (e.g. another mock's state), run after the database reset. */
  beforeEachTest?: () => void;
}

/**
 * Component tests of a remote: its translations, supabase-js against its MSW handlers over its one mock
 * database (reset before each test with browser storage cleared), its therapist signed in. Every remote's
 * src/testing/setup-tests.ts calls this once, at the top of a test file.
 */
export function setupRemoteTests(options: RemoteTestOptions) {
  registerTranslations(options.namespace, options.translations);
  // jsdom has no ResizeObserver; Radix primitives and the calendar's redraw use it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const server = setupMockServer(options.handlers);
  setupTestSupabase(`http://${options.namespace}.supabase.test`);
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    options.db.reset({ now: options.now?.() ?? new Date() });
    options.beforeEachTest?.();
    sessionStore.set({
      userId: options.therapist.id,
      email: options.therapist.email,
      role: 'THERAPIST',
      clinicId: options.clinicId,
      firstName: options.therapist.first_name,
      lastName: options.therapist.last_name,
    });
  });
  afterAll(() => sessionStore.set(null));
  return server;
}
