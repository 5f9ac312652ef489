import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupJournalTests } from '../testing/setup-tests';
import { journalStore } from '../mocks/db';
import { pdfCalls } from '../mocks/functions';
import { PatientJournal } from './patient-journal';

const { fixtures, db } = setupJournalTests();

const cards = async () => {
  const list = await screen.findByRole('region', { name: 'Journal records' });
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-label'));
};

describe('patient journal', () => {
  it('lists the records newest first with draft badge, Free price and author; the create card adds', async () => {
    renderWithProviders(<PatientJournal patientId={fixtures.patients.mine.id} />);
    const items = await cards();
    expect(items.map((c) => within(c).getByTestId('journal-record-text').textContent)).toEqual([
      'Draft about worries at work',
      'Covered the session for Ingrid',
      'Slept better this week. Blåbær.',
    ]);
    expect(within(items[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Free')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Lars Bakke')).toBeInTheDocument();
    // the list read went through the logged path (read, and read again once the patient's topic is live)
    expect(new Set(journalStore.accessLog.map((l) => l.action))).toEqual(new Set(['READ_LIST']));
  });

  it("the create card's Add record button opens the new record editor of this journal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientJournal patientId={fixtures.patients.mine.id} />, { showPath: true });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      `/journals/${fixtures.patients.mine.journal}/journal-record-new`,
    );
  });

  it("another clinic's journal (the database answers not found) shows the not-found screen, nothing else", async () => {
    renderWithProviders(<PatientJournal patientId="b0000000-0000-4000-8000-00000000dead" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("That page doesn't exist or is unavailable");
    expect(screen.queryByText('Something went wrong, try again later.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Journal records' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the empty state with Add record', async () => {
    renderWithProviders(<PatientJournal patientId={fixtures.patients.empty.id} />);
    expect(await screen.findByText('There are no any journal records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add record' })).toBeInTheDocument();
  });

  it('offers edit and remove only on own records; remove asks first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientJournal patientId={fixtures.patients.mine.id} />);
    const [own, colleagues] = await cards();
    await user.click(within(colleagues!).getByRole('button', { name: 'Record actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy text' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(within(own!).getByRole('button', { name: 'Record actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'No, keep' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(db.find('journal_records', (r) => r.id === fixtures.records.draft.id)).toBeUndefined(),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(2));
  });

  it('copies the text without tags', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(
      <>
        <Toaster />
        <PatientJournal patientId={fixtures.patients.mine.id} />
      </>,
    );
    const items = await cards();
    await user.click(within(items[2]!).getByRole('button', { name: 'Record actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy text' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Slept better this week. Blåbær.'));
    expect(await screen.findByText('The record was successfully copied')).toBeInTheDocument();
  });

  it('hides a confidential journal until the reason is given, then remembers it', async () => {
    renderWithProviders(<PatientJournal patientId={fixtures.patients.attached.id} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confidential information' });
    expect(screen.queryByText('Confidential note about Nils')).not.toBeInTheDocument();
    // the group PDF button is there, disabled, until access is confirmed (behind the modal: hidden from a11y)
    expect(screen.getByRole('button', { name: 'Create PDF', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    // blocked with its reason (hover and focus), and a click without a reason confirms nothing
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    act(() => continueButton.focus());
    expect((await screen.findAllByText('Write the reason first.')).length).toBeGreaterThan(0);
    fireEvent.click(continueButton);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(continueButton);
    expect(journalStore.accessLog.filter((e) => e.action === 'CONFIRM')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Covering for Lars' } });
    // no longer blocked (a new element: the blocked one sat in its tooltip)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Confidential note about Nils')).toBeInTheDocument();
    expect(journalStore.accessLog[0]).toMatchObject({ action: 'CONFIRM', reason: 'Covering for Lars' });
    expect(journalStore.accessLog[1]).toMatchObject({ action: 'READ_LIST', reason: 'Covering for Lars' });
  });

  it('makes a group PDF of the chosen records through the flow', async () => {
    renderWithProviders(<PatientJournal patientId={fixtures.patients.mine.id} />);
    await cards();
    fireEvent.click(screen.getByRole('button', { name: 'Create PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Journal records as PDF' });
    expect(
      within(dialog)
        .getByText(/Select records/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    const create = within(dialog).getByRole('button', { name: 'Create PDF' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    act(() => create.focus());
    expect((await screen.findAllByText('Select at least one record first.')).length).toBeGreaterThan(0);
    const calls = pdfCalls.length;
    fireEvent.click(create);
    expect(pdfCalls).toHaveLength(calls);
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create PDF' }));
    expect(await within(dialog).findByTitle('PDF preview', {}, { timeout: 4000 })).toHaveAttribute(
      'src',
      'https://storage.test/c/u/group-3.pdf?token=t#zoom=80',
    );
    expect(
      within(dialog)
        .getByText(/View PDF/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(pdfCalls.at(-1)).toEqual({
      fn: 'create-group-journal-record-pdf',
      ids: expect.arrayContaining([fixtures.records.draft.id]),
    });
  });
});
