import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { server, db, fixtures } = setupContentTests();

describe('disorders', () => {
  it('lists the clinic’s disorders with the menu only on the creator’s own', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/disorders' });
    const list = await screen.findByRole('list', { name: 'Disorders' });
    await within(list).findByText('Depression');
    expect(within(list).getByRole('button', { name: 'Actions for Depression' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Actions for Insomnia' })).not.toBeInTheDocument();
  });

  it('a list that could not be loaded says so and offers Retry, which loads it', async () => {
    let failing = true;
    server.use(
      http.get('*/rest/v1/disorders', () =>
        failing
          ? HttpResponse.json({ code: 'XX000', message: 'boom', hint: null }, { status: 500 })
          : undefined,
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/disorders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Disorders' });
    expect(await within(list).findByText('Depression')).toBeInTheDocument();
  });

  it('removes the creator’s own disorder after confirmation (the catalogue cards)', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => '');
    renderWithProviders(<ContentRoutes />, { route: '/disorders' });
    const list = await screen.findByRole('list', { name: 'Disorders' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Actions for Depression' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Disorder successfully removed!'));
    expect(db.table('disorders').map((d) => d.name)).toEqual(['Insomnia']);
    await waitFor(() => expect(within(list).queryByText('Depression')).not.toBeInTheDocument());
    success.mockRestore();
  });

  it('lists evaluation states with their level; a refused removal says the action’s text and keeps the card', async () => {
    const failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
    server.use(
      http.delete('*/rest/v1/evaluation_states', () =>
        HttpResponse.json({ code: '42501', message: 'permission denied', hint: null }, { status: 403 }),
      ),
    );
    renderWithProviders(<ContentRoutes />, { route: '/evaluation-states' });
    const list = await screen.findByRole('list', { name: 'Evaluation states' });
    expect(await within(list).findByText('Low')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Actions for Low mood' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Something went wrong'));
    expect(db.table('evaluation_states').map((s) => s.name)).toContain('Low mood');
    expect(within(list).getByText('Low mood')).toBeInTheDocument();
    failure.mockRestore();
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

  describe('a save the database refuses (ApiError)', () => {
    const refuse = (status: number, body: Record<string, unknown>) =>
      server.use(http.post('*/rest/v1/disorders', () => HttpResponse.json(body, { status })));
    const save = async (text: string) => {
      renderWithProviders(<ContentRoutes />, { route: '/disorder/create', showPath: true });
      await userEvent.type(await screen.findByLabelText('Name'), text);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    };
    afterEach(() => jest.restoreAllMocks());

    it('a name taken meanwhile (23505) shows the same text on the field and stays', async () => {
      const failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
      refuse(409, { code: '23505', message: 'duplicate key value violates unique constraint', hint: null });
      await save('Panic disorder');
      expect(await screen.findByText('Disorder with the same name already exists!')).toBeInTheDocument();
      expect(failure).toHaveBeenCalledWith('Disorder with the same name already exists!');
      expect(screen.getByTestId('path')).toHaveTextContent('/disorder/create');
    });

    it("any other refusal says the action's own text, never the database's message", async () => {
      const failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
      refuse(403, {
        code: '42501',
        message: 'new row violates row-level security policy',
        hint: 'not_allowed',
      });
      await save('Panic disorder');
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Something went wrong'));
      expect(screen.queryByText('Disorder with the same name already exists!')).not.toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent('/disorder/create');
    });

    it('a lost connection says the common offline text', async () => {
      const failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
      server.use(http.post('*/rest/v1/disorders', () => HttpResponse.error()));
      await save('Panic disorder');
      await waitFor(() => expect(failure).toHaveBeenCalledWith('No internet connection or network is slow'));
    });
  });

  it('a double click on Save adds one disorder', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/disorder/create', showPath: true });
    await userEvent.type(await screen.findByLabelText('Name'), 'Panic disorder');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/disorders'));
    expect(db.table('disorders').filter((d) => d.name === 'Panic disorder')).toHaveLength(1);
  });

  it('adds an evaluation state with its level; an empty name says the spec text and sends nothing', async () => {
    renderWithProviders(<ContentRoutes />, { route: '/evaluation-state/create', showPath: true });
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Evaluation state name should not be empty')).toBeInTheDocument();
    expect(db.table('evaluation_states')).toHaveLength(1);
    await userEvent.clear(name);
    await userEvent.type(name, 'Calm');
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/evaluation-states'));
    expect(db.table('evaluation_states').find((s) => s.name === 'Calm')?.level).toBe(3);
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
