import { setupRemoteTests } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

/** Component tests of mf-content: shared-ui's setupRemoteTests over this remote's one mock database, the therapist signed in. */
export function setupContentTests() {
  const server = setupRemoteTests({
    namespace: 'mf-content',
    translations: { en, no },
    handlers,
    db,
    therapist: fixtures.therapist,
    clinicId: fixtures.clinic.id,
  });
  return { server, db, fixtures };
}
