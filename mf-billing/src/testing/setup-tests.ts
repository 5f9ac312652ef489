import { setupRemoteTests } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { db, fixtures } from '../mocks/db';
import { handlers } from '../mocks/handlers';

/** Component tests of mf-billing: shared-ui's setupRemoteTests over this remote's one mock database, the demo therapist signed in. */
export function setupBillingTests({ now }: { now?: () => Date } = {}) {
  const server = setupRemoteTests({
    namespace: 'mf-billing',
    translations: { en, no },
    handlers,
    db,
    therapist: fixtures.therapist,
    clinicId: fixtures.clinic.id,
    now,
  });
  return { server, db, fixtures };
}
