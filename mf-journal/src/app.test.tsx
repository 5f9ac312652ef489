import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { JournalRoutes } from './app';
import { setupJournalTests } from './testing/setup-tests';

const { fixtures } = setupJournalTests();

describe('mf-journal page frames', () => {
  it.each([
    ['/appointments/1', 'Live session'],
    ['/appointments/1/journal-record-new', 'New journal record'],
    ['/patients/42/journal', 'Journal'],
    ['/journals/3/journal-record-new', 'New journal record'],
    ['/journals/3/journal-record/9/edit', 'Edit journal record'],
    ['/journal/3/pdf', 'Journal PDF'],
  ])('%s shows the %s page', (route, title) => {
    renderWithProviders(<JournalRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
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
