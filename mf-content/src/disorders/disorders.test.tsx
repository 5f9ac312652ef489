import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();

describe('disorders', () => {
  it('lists the clinic’s disorders with the menu only on the creator’s own', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/disorders' });
    const list = await screen.findByRole('list', { name: 'Disorders' });
    await within(list).findByText('Depression');
    expect(within(list).getByRole('button', { name: 'Actions for Depression' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Actions for Insomnia' })).not.toBeInTheDocument();
  });

  it("refuses a taken name (trimmed, other case) with the spec's text and saves nothing", async () => {
    renderWithProviders(<ContentRoutes />, { route: '/disorder/create' });
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' INSOMNIA ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Disorder with the same name already exists!')).toBeInTheDocument();
    expect(db.table('disorders')).toHaveLength(2);
    expect(name).toHaveValue(' INSOMNIA ');
  });

  it('adds a disorder, trimmed, and goes back to the list', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/disorder/create', showPath: true });
    await userEvent.type(await screen.findByLabelText('Name'), '  Panic disorder ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/disorders'));
    expect(db.table('disorders').map((d) => d.name)).toContain('Panic disorder');
    expect(db.table('disorders').find((d) => d.name === 'Panic disorder')?.clinic_id).toBe(
      fixtures.clinic.id,
    );
  });

  it('opens a colleague’s disorder by its edit URL read-only: a note, the name disabled, Back and no Save', async () => {
    renderWithProviders(<ContentRoutes />, { route: `/disorder/${fixtures.disorders.colleagues.id}/edit` });
    expect(
      await screen.findByText('Only the person who created this disorder can edit it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Insomnia');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});
