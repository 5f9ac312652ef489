import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { setupBillingTests } from './testing/setup-tests';
import { BillingRoutes } from './app';
import { billingPages } from './routes';

const { fixtures } = setupBillingTests();

describe('mf-billing pages', () => {
  // First in the file: no other test has fetched the appointment settings page's code yet.
  it('renders a page the preload fetched (what mount awaits) in its first commit, without the route spinner', async () => {
    await billingPages.preload('/settings/appointments');
    renderWithProviders(<BillingRoutes />, { route: '/settings/appointments' });
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment settings' })).toBeInTheDocument();
  });

  it('preloads nothing for a URL matching no page, which still goes to /not-found', async () => {
    await expect(billingPages.preload('/payments/no/such/page')).resolves.toBeUndefined();
    renderWithProviders(<BillingRoutes />, { route: '/payments/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });

  it.each([
    ['/payments', 'Payments'],
    [`/payment/${fixtures.appointments.notSent.id}/edit`, 'Edit payment'],
    ['/invoices', 'Invoices'],
    ['/invoice/create', 'Invoice'],
    [`/invoice/${fixtures.invoices.first.id}`, 'Invoice 1'],
    [`/invoice/${fixtures.invoices.first.id}/edit`, 'Edit invoice'],
    ['/settings/appointments', 'Appointment settings'],
    ['/settings/appointment/2/edit', 'Edit appointment setting'],
  ])('%s shows the %s page', async (route, title) => {
    renderWithProviders(<BillingRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<BillingRoutes />, { route: '/payments/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
