import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();
const individual = fixtures.types.individual;
const row = () => db.find('appointment_types', (t) => t.id === individual.id)!;

describe('/appointment-type/:id/edit (issue 24: one form, one Save, nothing typed is lost)', () => {
  it('saves the name and every money setting with its one Save', async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${individual.id}/edit`,
      showPath: true,
    });
    const name = await screen.findByLabelText('Name');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    await userEvent.clear(name);
    await userEvent.type(name, 'Individual therapy 60');
    const duration = screen.getByLabelText('Duration (minutes)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '60');
    const pause = screen.getByLabelText('Pause (minutes)');
    await userEvent.clear(pause);
    await userEvent.type(pause, '15');
    const price = screen.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '1200,50');
    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/appointment-type/${individual.id}`),
    );
    expect(row()).toMatchObject({
      name: 'Individual therapy 60',
      duration: 60,
      pause: 15,
      price: 1200.5,
      currency_code: 'EUR',
    });
  });

  it('says a too large price is too large before anything is sent (the database stores numeric(12, 2))', async () => {
    const before = row().price;
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${individual.id}/edit`,
      showPath: true,
    });
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '10000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The price is too large')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/appointment-type/${individual.id}/edit`);
    expect(row().price).toBe(before);
  });

  it('keeps what was typed when the name is refused', async () => {
    renderWithProviders(<ContentRoutes />, { route: `/appointment-type/${individual.id}/edit` });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, ' follow-UP ');
    const price = screen.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('Appointment type with the same name already exists!'),
    ).not.toHaveLength(0);
    expect(price).toHaveValue('700');
    expect(row()).toMatchObject({ name: individual.name, price: 950 });
  });
});
