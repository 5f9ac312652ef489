import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { PatientsRoutes } from './app';

describe('mf-patients page frames', () => {
  it.each([
    ['/dashboard/patients', 'Patients'],
    ['/patient/invite', 'Invite patient'],
    ['/patients/42', 'Patient'],
    ['/free-patients', 'Free clients'],
    ['/waiting-room', 'Waiting room'],
    ['/pre-screening/7', 'Pre-screening'],
    ['/first-appointment-with-menta', 'First appointment with the product'],
  ])('%s shows the %s page', (route, title) => {
    renderWithProviders(<PatientsRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows the spec's empty state", () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    expect(screen.getByText('There is no patient for you request')).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
