import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { PatientsRoutes } from './app';
import { patientsPages } from './routes';
import { setupPatientsTests } from './testing/setup-tests';

setupPatientsTests();

describe('mf-patients routes', () => {
  // First in the file: no other test has fetched the invite page's code yet.
  it('renders a page the preload fetched (what mount awaits) in its first commit, without the route spinner', async () => {
    await patientsPages.preload('/patient/invite');
    renderWithProviders(<PatientsRoutes />, { route: '/patient/invite' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite patient' })).toBeInTheDocument();
  });

  it('preloads nothing for a URL matching no page, which still goes to /not-found', async () => {
    await expect(patientsPages.preload('/dashboard/patients/no/such/page')).resolves.toBeUndefined();
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients/no/such/page', showPath: true });
    expect(await screen.findByTestId('path')).toHaveTextContent('/not-found');
  });
  it.each([
    ['/dashboard/patients', 'Patients'],
    ['/patient/invite', 'Invite patient'],
    ['/patients/c0000000-0000-4000-8000-000000000001', 'Patient'],
    ['/free-patients', 'Free clients'],
    ['/waiting-room', 'Waiting room'],
    ['/pre-screening/e0000000-0000-4000-8000-000000000003', 'Pre-screening'],
    ['/first-appointment-with-menta', 'First appointment with the product'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders(<PatientsRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', async () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients/no/such/page', showPath: true });
    expect(await screen.findByTestId('path')).toHaveTextContent('/not-found');
  });
});
