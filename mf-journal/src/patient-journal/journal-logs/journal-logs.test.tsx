import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { journalStore } from '../../mocks/db';
import { setupJournalTests } from '../../testing/setup-tests';
import { JournalLogs } from './journal-logs';

const { fixtures } = setupJournalTests();

describe('journal logs', () => {
  it("says 'There are no any journal logs' for a journal without history", async () => {
    renderWithProviders(<JournalLogs patientId={fixtures.patients.mine.id} />);
    expect(await screen.findByText('There are no any journal logs')).toBeInTheDocument();
  });

  it('shows created, updated and removed records with the previous and new text', async () => {
    const base = {
      journal_id: fixtures.patients.mine.journal,
      journal_record_id: fixtures.records.approved.id,
    };
    journalStore.history = [
      {
        ...base,
        id: 'h3',
        type: 'DELETE',
        text: null,
        previous_text: '<p>Second</p>',
        therapist_user_id: fixtures.colleague.id,
        created_at: '2026-11-03T10:00:00Z',
      },
      {
        ...base,
        id: 'h2',
        type: 'UPDATE',
        text: '<p>Second</p>',
        previous_text: '<p>First</p>',
        therapist_user_id: fixtures.therapist.id,
        created_at: '2026-11-02T10:00:00Z',
      },
      {
        ...base,
        id: 'h1',
        type: 'CREATE',
        text: '<p>First</p>',
        previous_text: null,
        therapist_user_id: fixtures.therapist.id,
        created_at: '2026-11-01T10:00:00Z',
      },
    ];
    renderWithProviders(<JournalLogs patientId={fixtures.patients.mine.id} />);
    const list = await screen.findByRole('list', { name: 'Journal logs' });
    const [removed, updated, created] = within(list).getAllByRole('listitem');
    expect(removed).toHaveTextContent('Removed record');
    expect(removed).toHaveTextContent('Lars Bakke');
    expect(within(removed!).getByText('Previous text').nextSibling).toHaveTextContent('Second');
    expect(updated).toHaveTextContent('Updated record');
    expect(within(updated!).getByText('New text').nextSibling).toHaveTextContent('Second');
    expect(within(updated!).getByText('Previous text').nextSibling).toHaveTextContent('First');
    expect(created).toHaveTextContent('Created record');
    expect(within(created!).queryByText('Previous text')).not.toBeInTheDocument();
    expect(journalStore.accessLog.map((l) => l.action)).toEqual(['READ_HISTORY']);
  });

  it('asks a therapist who is not the main therapist to confirm first', async () => {
    renderWithProviders(<JournalLogs patientId={fixtures.patients.attached.id} />);
    expect(await screen.findByRole('dialog', { name: 'Confidential information' })).toBeInTheDocument();
    expect(journalStore.accessLog).toEqual([]);
  });
});
