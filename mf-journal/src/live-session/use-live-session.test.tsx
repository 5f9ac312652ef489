import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupFakeRealtime } from 'shared-ui/testing';
import { liveSessionFixtures as f } from '../mocks/live-session-fixtures';
import { setupJournalTests } from '../testing/setup-tests';
import { useLiveSession } from './use-live-session';

const { db } = setupJournalTests();
const realtime = setupFakeRealtime();

function Sharing() {
  const { sharing } = useLiveSession(f.appointment.id);
  if (sharing.isPending) return <p>loading</p>;
  return <p>{sharing.data ? `sharing: ${sharing.data.type}` : 'no sharing'}</p>;
}

const row = () => {
  const a = db.find('appointments', (x) => x.id === f.appointment.id)!;
  return {
    clinic_id: a.clinic_id,
    appointment_id: a.id,
    patient_user_id: a.patient_user_id,
    therapist_user_id: a.therapist_user_id,
    type: 'therapist',
    form_id: null,
    is_whiteboard_shown: false,
    presentation_id: null,
    presentation_state: { currentPage: 1 },
    is_patient_ready: true,
  };
};

// The patient stops the appointment: the sharing row is deleted in the transaction that updates the appointment;
// the deletion is published on the appointment's topic.
test("the remote sharing removed disappears on its deletion on the appointment's topic", async () => {
  const shared = db.insert('remote_sharing', row());
  renderWithProviders(<Sharing />);
  expect(await screen.findByText('sharing: therapist')).toBeInTheDocument();
  act(() => {
    db.remove('remote_sharing', (r) => r.appointment_id === f.appointment.id);
    realtime.current.emit(`appointment:${f.appointment.id}`, 'remote_sharing', 'DELETE', shared.id);
  });
  expect(await screen.findByText('no sharing')).toBeInTheDocument();
});
