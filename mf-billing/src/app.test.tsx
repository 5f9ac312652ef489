import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { BillingRoutes } from './app';

describe('mf-billing page frames', () => {
  it.each([
    ['/payments', 'Payments'],
    ['/payment/5/edit', 'Edit payment'],
    ['/invoices', 'Invoices'],
    ['/invoice/create', 'Invoice'],
    ['/invoice/8', 'Invoice'],
    ['/invoice/8/edit', 'Invoice'],
    ['/settings/appointments', 'Appointment settings'],
    ['/settings/appointment/2/edit', 'Edit appointment setting'],
  ])('%s shows the %s page', (route, title) => {
    renderWithProviders(<BillingRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends a path of its area that matches no page to /not-found', () => {
    renderWithProviders(<BillingRoutes />, { route: '/payments/no/such/page', showPath: true });
    expect(screen.getByTestId('path')).toHaveTextContent('/not-found');
  });
});
