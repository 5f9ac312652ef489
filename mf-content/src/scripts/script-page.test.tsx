import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();
const route = `/appointment-type/${fixtures.types.followUp.id}/script/${fixtures.script.id}`;

describe('script page', () => {
  it("shows steps and endings; 'Change order' → 'Save order' writes every step's order in one call", async () => {
    renderWithProviders(<ContentRoutes />, { route });
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Check-in'), expect.stringContaining('Questionnaire')]);
    expect(within(screen.getByRole('list', { name: 'Endings' })).getByText('Chose page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change order' }));
    expect(screen.getByRole('button', { name: 'Move Check-in up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Questionnaire up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByRole('button', { name: 'Change order' });
    expect(db.callsOf('reorder_script_steps')).toEqual([
      {
        p_script_id: fixtures.script.id,
        p_ordered_ids: [expect.stringMatching(/2$/), expect.stringMatching(/1$/)],
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Questionnaire'),
    );
  });

  it('offers only the endings not yet in the script and asks for one', async () => {
    renderWithProviders(<ContentRoutes />, { route: `${route}/ending/create` });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select ending!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ending' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Create next appointment',
      'Chose next therapist',
      'Chose treatment package',
    ]);
  });

  it('a new script asks for its name and a live session type before anything is sent, then saves once', async () => {
    const typeRoute = `/appointment-type/${fixtures.types.followUp.id}`;
    renderWithProviders(<ContentRoutes />, { route: `${typeRoute}/script/create`, showPath: true });
    const before = db.table('scripts').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter script name!')).toBeInTheDocument();
    expect(screen.getByText('Please choose live session type!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Grounding');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(screen.queryByText('Please choose live session type!')).not.toBeInTheDocument();
    expect(db.table('scripts')).toHaveLength(before);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(`${typeRoute}/scripts`));
    expect(db.table('scripts').filter((row) => row.name === 'Grounding')).toMatchObject([
      { live_session_types: ['PHONE'], disorder_id: null },
    ]);
  });

  it("a step needs a name, a type and for a form step its form (the spec's texts), then saves", async () => {
    renderWithProviders(<ContentRoutes />, { route: `${route}/step/create`, showPath: true });
    const before = db.table('script_steps').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input step name!')).toBeInTheDocument();
    expect(screen.getByText('Please select step type!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Wrap-up');
    await userEvent.click(screen.getByRole('combobox', { name: 'Step type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Form' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select form!')).toBeInTheDocument();
    expect(db.table('script_steps')).toHaveLength(before);
    await userEvent.click(screen.getByRole('combobox', { name: 'Form' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PHQ-9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(new RegExp(`${route}$`)));
    expect(db.table('script_steps').filter((row) => row.name === 'Wrap-up')).toMatchObject([
      { type: 'QFORM', form_id: fixtures.form.id },
    ]);
  });

  it('someone else’s script: its edit page is read-only, its step and ending pages say only the creator changes them', async () => {
    db.update('scripts', (row) => row.id === fixtures.script.id, { created_by: fixtures.colleague.id });
    const { unmount } = renderWithProviders(<ContentRoutes />, { route: `${route}/edit` });
    expect(
      await screen.findByText('Only the person who created this script can edit it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    unmount();
    const note = 'Only the person who created this script can change its steps and endings.';
    for (const page of ['step/create', 'step/60000000-0000-4000-8000-000000000001/edit', 'ending/create']) {
      const view = renderWithProviders(<ContentRoutes />, { route: `${route}/${page}` });
      expect(await screen.findByText(note)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', route);
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
