import { registerTranslations, sessionStore } from 'shared-ui';
import { setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { CALENDAR_IDS } from './calendar.handlers';

/** The Supabase URL this package's component tests point supabase-js at; MSW answers it. */
export const TEST_SUPABASE_URL = 'http://mf-calendar.supabase.test';

/**
 * Component tests of the calendar screen: this remote's translations, supabase-js configured against MSW and
 * the demo therapist signed in.
 * Call once at the top of a test file.
 */
export function setupCalendarTests(): void {
  registerTranslations('mf-calendar', { en, no });
  // jsdom has no ResizeObserver; Radix (the form's radio groups) and the calendar's redraw use it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  setupTestSupabase(TEST_SUPABASE_URL);
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.set({
      userId: CALENDAR_IDS.me,
      email: 'therapist@demo.clinic',
      role: 'THERAPIST',
      clinicId: CALENDAR_IDS.clinic,
      firstName: 'Ingrid',
      lastName: 'Solberg',
    });
  });
}
