import { errorMessage, i18n } from 'shared-ui';
import { ApiError } from 'supabase-client';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { setupJournalTests } from '../testing/setup-tests';

setupJournalTests();

const refusal = (hint: string, message: string) => new ApiError(message, hint, 'PT409', 409);

describe("mf-journal's failure texts (shared-ui errorMessage over this remote's i18n)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('every errors.<hint> text exists in both languages', () => {
    expect(Object.keys(no.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });

  it("shows a hint's own text in the user's language, never the database's English message", async () => {
    const error = refusal(
      'draft_appointment',
      "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
    );
    const fallback = { namespace: 'mf-journal', fallback: 'liveSession.errors.start' };
    expect(errorMessage(error, fallback)).toBe(en.errors.draft_appointment);
    await i18n.changeLanguage('no');
    expect(errorMessage(error, fallback)).toBe(no.errors.draft_appointment);
    expect(errorMessage(refusal('page_not_found', 'Can not send page to patient'), fallback)).toBe(
      'Kan ikke sende siden til pasienten',
    );
  });

  it("falls back to the action's own text for a hint without one", async () => {
    await i18n.changeLanguage('no');
    const stale = refusal('step_changed', 'Something went wrong during step change.');
    expect(errorMessage(stale, { namespace: 'mf-journal', fallback: 'liveSession.errors.step' })).toBe(
      no.liveSession.errors.step,
    );
    expect(no.liveSession.errors.step).not.toBe(stale.message);
  });
});
