import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { JournalRoutes } from './app';
import { journalPages } from './routes';
import { setupJournalTests } from './testing/setup-tests';

const { fixtures } = setupJournalTests();

describe('mf-journal page frames', () => {
  // First in the file: no other test has fetched the PDF page's code yet.
  it('renders a page the preload fetched (what mount awaits) in its first commit, without the route spinner', async () => {
    await journalPages.preload('/journal/3/pdf');
    renderWithProviders(<JournalRoutes />, { route: '/journal/3/pdf' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal PDF' })).toBeInTheDocument();
  });

  it('preloads nothing for a URL matching no page, which still goes to /not-found', async () => {
    await expect(journalPages.preload('/appointments/1/no/such/page')).resolves.toBeUndefined();
    renderWithProviders(<JournalRoutes />, { route: '/appointments/1/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });

  it.each([
    ['/appointments/1', 'Live session'],
    ['/appointments/1/journal-record-new', 'New journal record'],
    ['/patients/42/journal', 'Journal'],
    ['/journals/3/journal-record-new', 'New journal record'],
    ['/journals/3/journal-record/9/edit', 'Edit journal record'],
    ['/journal/3/pdf', 'Journal PDF'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders(<JournalRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows the spec's empty state", async () => {
    renderWithProviders(<JournalRoutes />, { route: `/patients/${fixtures.patients.empty.id}/journal` });
    expect(await screen.findByText('There are no any journal records')).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<JournalRoutes />, { route: '/appointments/1/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
