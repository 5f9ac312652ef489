import { setupFakeRealtime, setupRemoteTests } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

/** Component tests of mf-journal: shared-ui's setupRemoteTests over this remote's one mock database, the demo therapist signed in. */
export function setupJournalTests() {
  const server = setupRemoteTests({
    namespace: 'mf-journal',
    translations: { en, no },
    handlers,
    db,
    therapist: fixtures.therapist,
    clinicId: fixtures.clinic.id,
  });
  setupFakeRealtime();
  return { server, db, fixtures };
}
