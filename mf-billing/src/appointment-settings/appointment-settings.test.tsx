import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupBillingTests } from '../testing/setup-tests';
import { BillingRoutes } from '../app';

const { db, fixtures } = setupBillingTests();

describe('appointment settings', () => {
  it('lists the types with price (Free for 0), duration and pause', async () => {
    renderWithProviders(<BillingRoutes />, { route: '/settings/appointments' });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Individual therapyNOK 950.0050 minutes10 minutes');
    expect(rows[2]).toHaveTextContent('Pre-screeningFree30 minutes10 minutes');
  });

  it('edits the money settings: numbers ≥ 0, duration above 0, price rounded; back to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <BillingRoutes />
        <Toaster />
      </>,
      { route: '/settings/appointments', showPath: true },
    );
    await user.click(await screen.findByRole('link', { name: 'Edit Individual therapy' }));
    const form = await screen.findByRole('form', { name: 'Price and duration of Individual therapy' });
    // the page says which type it edits, under its title
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Individual therapy');
    const price = within(form).getByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue('950'));
    await user.clear(price);
    await user.type(price, '-1');
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('The duration must be whole minutes above 0')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12abc');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the price as a number, e.g. 600.50 or 600,50')).toBeInTheDocument();
    // bad input changes nothing
    expect(
      db.find('appointment_types', (t) => t.id === fixtures.appointmentTypes.individual.id),
    ).toMatchObject({ price: 950, duration: 50 });
    await user.clear(price);
    await user.type(price, '1000,005');
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '45');
    // a double click saves once: one success notice
    await user.dblClick(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/settings/appointments'));
    expect(await screen.findAllByText('Appointment type successfully updated!')).toHaveLength(1);
    expect(
      db.find('appointment_types', (t) => t.id === fixtures.appointmentTypes.individual.id),
    ).toMatchObject({
      price: 1000.01,
      duration: 45,
      pause: 10,
      currency_code: 'NOK',
    });
  });

  it('a refused save keeps what was typed, to be saved again as it is', async () => {
    const user = userEvent.setup();
    const id = fixtures.appointmentTypes.individual.id;
    renderWithProviders(
      <>
        <BillingRoutes />
        <Toaster />
      </>,
      { route: `/settings/appointment/${id}/edit`, showPath: true },
    );
    const form = await screen.findByRole('form', { name: 'Price and duration of Individual therapy' });
    const price = within(form).getByLabelText('Price');
    const duration = within(form).getByLabelText('Duration (minutes)');
    await waitFor(() => expect(price).toHaveValue('950'));
    await user.clear(price);
    await user.type(price, '1200,50');
    await user.clear(duration);
    await user.type(duration, '60');
    // the type was removed meanwhile (by a colleague): the write changes no row and is refused
    const [removed] = db.remove('appointment_types', (t) => t.id === id);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(price).toHaveValue('1200,50');
    expect(duration).toHaveValue(60);
    expect(screen.getByTestId('path')).toHaveTextContent(`/settings/appointment/${id}/edit`);
    db.insert('appointment_types', removed!);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/settings\/appointments$/));
    expect(db.find('appointment_types', (t) => t.id === id)).toMatchObject({ price: 1200.5, duration: 60 });
  });

  it('a mistyped or unknown appointment type is not found', async () => {
    renderWithProviders(<BillingRoutes />, { route: '/settings/appointment/nope/edit', showPath: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
  });
});
