import { fixtures } from './db';
import { liveSessionFixtures } from './live-session-fixtures';

/**
 * One address with mock data for every page mf-journal owns (QA mode's banner links, and the unit test that
 * renders each against the mock database: ./qa.test.tsx). Every route of src/routes.tsx has an `:id`, so the
 * QA host could not link any of them by itself.
 */
export const qaPages = [
  { route: '/appointments/:id', url: `/appointments/${liveSessionFixtures.appointment.id}` },
  { route: '/appointments/:id/summary', url: `/appointments/${fixtures.appointments.finished.id}/summary` },
  {
    route: '/appointments/:id/journal-record-new',
    url: `/appointments/${fixtures.appointments.finished.id}/journal-record-new`,
  },
  { route: '/patients/:id/journal', url: `/patients/${fixtures.patients.mine.id}/journal` },
  {
    route: '/journals/:journalId/journal-record/:journalRecordId/edit',
    url: `/journals/${fixtures.patients.mine.journal}/journal-record/${fixtures.records.approved.id}/edit`,
  },
  { route: '/journal/:id/pdf', url: `/journal/${fixtures.records.approved.id}/pdf` },
  {
    route: '/journals/:id/journal-record-new',
    url: `/journals/${fixtures.patients.mine.journal}/journal-record-new`,
  },
] as const;
