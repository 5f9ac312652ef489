import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { JournalRoutes } from './app';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

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

  it("shows the spec's empty state", () => {
    renderWithProviders(<JournalRoutes />, { route: '/patients/42/journal' });
    expect(screen.getByText('There are no any journal records')).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(
      <>
        <JournalRoutes />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </>,
      { route: '/appointments/1/no/such/page' },
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
