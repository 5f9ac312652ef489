import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { JournalRoutes } from '../app';
import { journalPages } from '../routes';
import { setupJournalTests } from '../testing/setup-tests';
import { liveSessionFixtures } from './live-session-fixtures';
import { qaPages } from './qa-pages';

const { fixtures } = setupJournalTests();

// QA mode (`npm start -w mf-journal`) signs in shared-ui's QA_SESSION; the mock database must be that user's
// world, or every page is empty or 'not yours'. QA_SESSION is not exported from shared-ui's index: read from its
// file (its browser-only MSW worker is not needed here), so a change there fails this test.
jest.mock('msw/browser', () => ({ setupWorker: jest.fn() }));
import { QA_SESSION } from '../../../shared-ui/src/qa/run-standalone';

const qaUserId = QA_SESSION.userId;
const qaClinicId = QA_SESSION.clinicId;

describe("QA mode: the mock database is the QA host's signed-in therapist's", () => {
  it('has the same user and clinic as the QA session', () => {
    expect(qaUserId).toBeTruthy();
    expect(fixtures.therapist.id).toBe(qaUserId);
    expect(fixtures.clinic.id).toBe(qaClinicId);
  });

  it('has one QA address for every page of routes.json', () => {
    const pages = journalPages.paths;
    expect(qaPages.map((p) => p.route).sort()).toEqual([...pages].sort());
  });

  const patient = `${fixtures.patients.mine.first_name} ${fixtures.patients.mine.last_name}`;
  // a new record: the clinic's journal templates to start from
  const templatesOffered = async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Journal template' }));
    expect(await screen.findByRole('option', { name: fixtures.template.name })).toBeInTheDocument();
  };
  it.each<[string, () => Promise<unknown>]>([
    // the live session: the script's steps and the patient
    [
      '/appointments/:id',
      async () => {
        expect(await screen.findAllByText(liveSessionFixtures.steps.checkIn.name)).not.toHaveLength(0);
        expect(screen.getAllByText(patient)).not.toHaveLength(0);
      },
    ],
    ['/appointments/:id/summary', () => screen.findAllByText(new RegExp(patient))],
    ['/appointments/:id/journal-record-new', templatesOffered],
    // the journal: its records
    [
      '/patients/:id/journal',
      async () => {
        expect(await screen.findByText(/Slept better this week/)).toBeInTheDocument();
        expect(screen.getByText(/Draft about worries at work/)).toBeInTheDocument();
      },
    ],
    [
      '/journals/:journalId/journal-record/:journalRecordId/edit',
      () => screen.findByText(/Slept better this week/),
    ],
    ['/journal/:id/pdf', () => screen.findByTitle(/PDF/)],
    ['/journals/:id/journal-record-new', templatesOffered],
  ])('%s shows mock data', async (route, expectData) => {
    const page = qaPages.find((p) => p.route === route)!;
    renderWithProviders(<JournalRoutes />, { route: page.url, showPath: true });
    await expectData();
    expect(screen.getByTestId('path')).toHaveTextContent(page.url);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
