import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { journalStore } from '../mocks/db';
import { setupJournalTests } from '../testing/setup-tests';
import { NewJournalRecordPage } from './new-journal-record-page';
import { JournalRecordEditorPage } from './journal-record-editor-page';

const { fixtures, db } = setupJournalTests();

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/journals/:id/journal-record-new" element={<NewJournalRecordPage />} />
      <Route path="/appointments/:id/journal-record-new" element={<NewJournalRecordPage />} />
      <Route
        path="/journals/:journalId/journal-record/:journalRecordId/edit"
        element={<JournalRecordEditorPage />}
      />
      {/* where a saved record leads (the patient's journal): another page, not rendered here */}
      <Route path="*" element={null} />
    </Routes>,
    { route, showPath: true },
  );
}

/** Puts text in the editor the way a template insertion does (draft-js typing is covered in e2e). */
async function insertTemplate() {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Journal template' }));
  fireEvent.click(await screen.findByRole('option', { name: fixtures.template.name }));
}

/**
 * What document.execCommand('insertText'), text expanders and dictation do to an empty draft-js editor: the
 * browser replaces draft's <br data-text> with a text node itself, then sends only an `input` event (no
 * keypress, no textInput, no beforeinput).
 */
function insertTextAsTheBrowserDoes(box: HTMLElement, text: string) {
  const br = box.querySelector('br[data-text="true"]');
  expect(br).not.toBeNull();
  br!.replaceWith(document.createTextNode(text));
  box.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: text, bubbles: true }));
}

describe('journal record editor', () => {
  it("text inserted by the browser's insert-text command into the empty editor is kept and saved", async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      renderAt(`/journals/${fixtures.patients.mine.journal}/journal-record-new`);
      await screen.findByRole('button', { name: 'Add record' });
      const add = () => screen.getByRole('button', { name: 'Add record' });
      const box = await screen.findByRole('textbox', { name: 'Record' });
      act(() => insertTextAsTheBrowserDoes(box, 'Dictated note'));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Record' })).toHaveTextContent('Dictated note'),
      );
      await waitFor(() => expect(add()).not.toHaveAttribute('aria-disabled'));
      fireEvent.click(add());
      await waitFor(() =>
        expect(screen.getByTestId('path')).toHaveTextContent(
          `/patients/${fixtures.patients.mine.id}/journal`,
        ),
      );
      const created = db.table('journal_records').at(-1)!;
      expect(journalStore.texts.get(created.id!)).toBe('<p>Dictated note</p>');
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('create: Add record stays disabled until there is text, then saves with the variables resolved', async () => {
    renderAt(`/journals/${fixtures.patients.mine.journal}/journal-record-new`);
    await screen.findByRole('button', { name: 'Add record' });
    // whose journal it is
    expect(await screen.findByText('Åse Ørnstad')).toBeInTheDocument();
    expect(screen.getByText(/^Patient:/)).toBeInTheDocument();
    // re-queried each time: a blocked button's tooltip swaps its node once the overlay code has loaded
    const add = () => screen.getByRole('button', { name: 'Add record' });
    expect(add()).toHaveAttribute('aria-disabled', 'true');
    // disabled, and it says why on keyboard focus
    act(() => add().focus());
    expect((await screen.findAllByText('Write the record first.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await insertTemplate();
    const box = await screen.findByRole('textbox', { name: 'Record' });
    await waitFor(() => expect(box).toHaveTextContent('Session with #PatientFullName.'));
    await waitFor(() => expect(add()).not.toHaveAttribute('aria-disabled'));
    const records = db.table('journal_records').length;
    // a double click: both clicks land before the button shows it is busy; one record is made
    const button = add();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/patients/${fixtures.patients.mine.id}/journal`),
    );
    expect(db.table('journal_records')).toHaveLength(records + 1);
    const created = db.table('journal_records').at(-1)!;
    expect(journalStore.texts.get(created.id!)).toBe('<p>Session with Åse Ørnstad.</p>');
    expect(created.is_draft).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('after an appointment: Skip Record asks first; Save as Draft makes a draft for the appointment', async () => {
    renderAt(`/appointments/${fixtures.appointments.finished.id}/journal-record-new`);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip Record' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'You are sure you want to end the appointment without adding a log entry?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Approve Draft' })).toHaveAttribute('aria-disabled', 'true');
    await insertTemplate();
    const draft = () => screen.getByRole('button', { name: 'Save as Draft' });
    await waitFor(() => expect(draft()).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(draft());
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/journal'));
    const created = db.table('journal_records').at(-1)!;
    expect(created).toMatchObject({ appointment_id: fixtures.appointments.finished.id, is_draft: true });
  });

  it('after an appointment already done, shows that the record was added', async () => {
    db.update('appointments', (a) => a.id === fixtures.appointments.finished.id, {
      is_journal_record_skipped: true,
    });
    renderAt(`/appointments/${fixtures.appointments.finished.id}/journal-record-new`);
    expect(await screen.findByText('Journal record was added')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
  });

  it('edit: the author updates, which approves a draft', async () => {
    renderAt(`/journals/${fixtures.patients.mine.journal}/journal-record/${fixtures.records.draft.id}/edit`);
    await screen.findByRole('button', { name: 'Update Record' });
    const update = () => screen.getByRole('button', { name: 'Update Record' });
    await waitFor(() => expect(update()).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(update());
    await waitFor(() =>
      expect(db.find('journal_records', (r) => r.id === fixtures.records.draft.id)?.is_draft).toBe(false),
    );
  });

  it('edit of a colleague’s record is refused in the page', async () => {
    renderAt(
      `/journals/${fixtures.patients.mine.journal}/journal-record/${fixtures.records.byColleague.id}/edit`,
    );
    expect(await screen.findByText('Only the author of a journal record can edit it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Record' })).not.toBeInTheDocument();
  });

  it('keeps the text in this tab (reload-safe) and restores it', async () => {
    const view = renderAt(`/journals/${fixtures.patients.mine.journal}/journal-record-new`);
    await insertTemplate();
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    view.unmount();
    renderAt(`/journals/${fixtures.patients.mine.journal}/journal-record-new`);
    const box = await screen.findByRole('textbox', { name: 'Record' });
    await waitFor(() => expect(box).toHaveTextContent('Session with #PatientFullName.'));
    await act(async () => undefined);
  });
});
