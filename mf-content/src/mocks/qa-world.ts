import { db, fixtures } from './db';

/**
 * What QA mode adds to the unit tests' seed: the signed-in therapist's slides account (the local provider), so
 * /google-slides opens on the library with the clinic's slides instead of only 'Connect your account' (the unit
 * tests start disconnected to test that flow). Disconnecting is the shell's user menu, absent in QA mode.
 */
export function prepareQaWorld(): void {
  if (!db.find('slide_accounts', (account) => account.user_id === fixtures.therapist.id))
    db.insert('slide_accounts', {
      user_id: fixtures.therapist.id,
      clinic_id: fixtures.clinic.id,
      provider: 'LOCAL',
      email: null,
    });
}
