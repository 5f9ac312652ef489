import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';

const { db, fixtures } = setupContentTests();
const typeId = fixtures.types.followUp.id;

describe('journal templates: only the creator edits (spec 002)', () => {
  it('lists a colleague’s template without its Edit/Remove menu', async () => {
    renderWithProviders(<ContentRoutes />, { route: `/appointment-type/${typeId}/journal-templates` });
    const list = await screen.findByRole('list', { name: 'Journal templates' });
    await within(list).findByText(fixtures.colleaguesTemplate.name);
    expect(within(list).getByRole('button', { name: 'Actions for Session note' })).toBeInTheDocument();
    expect(
      within(list).queryByRole('button', { name: `Actions for ${fixtures.colleaguesTemplate.name}` }),
    ).not.toBeInTheDocument();
  });

  it('opens a colleague’s template by its edit URL read-only: fields disabled, a note, no Save', async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${typeId}/journal-template/${fixtures.colleaguesTemplate.id}/edit`,
    });
    expect(
      await screen.findByText('Only the person who created this journal template can edit it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Journal template' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue(fixtures.colleaguesTemplate.name);
    expect(name).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(db.table('journal_templates').find((row) => row.id === fixtures.colleaguesTemplate.id)?.name).toBe(
      fixtures.colleaguesTemplate.name,
    );
  });

  it('opens the creator’s own template editable, with Save', async () => {
    const own = db.table('journal_templates').find((row) => row.name === 'Session note')!;
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${typeId}/journal-template/${own.id}/edit`,
    });
    const name = await screen.findByLabelText('Name');
    expect(name).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Only the person who created this journal template can edit it.')).toBeNull();
  });

  it("a template id the viewer cannot read is the not-found page (the shell's), never a form", async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${typeId}/journal-template/50000000-0000-4000-8000-000000000999/edit`,
      showPath: true,
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it("refuses a taken name with the spec's text; a new script clears the step; saves what was chosen", async () => {
    renderWithProviders(<ContentRoutes />, {
      route: `/appointment-type/${typeId}/journal-template/create`,
      showPath: true,
    });
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' session NOTE ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Journal template with the same name already exists!'),
    ).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Intake note');
    expect(screen.getByRole('combobox', { name: 'Step' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Script' }));
    await userEvent.click(await screen.findByRole('option', { name: fixtures.script.name }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Step' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Check-in' }));
    expect(screen.getByRole('combobox', { name: 'Step' })).toHaveTextContent('Check-in');
    await userEvent.click(screen.getByRole('combobox', { name: 'Script' }));
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    expect(screen.getByRole('combobox', { name: 'Step' })).toHaveTextContent('None');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/appointment-type/${typeId}/journal-templates`),
    );
    expect(db.table('journal_templates').filter((row) => row.name === 'Intake note')).toMatchObject([
      { script_id: null, step_id: null, appointment_type_id: typeId },
    ]);
  });
});
