import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setupFakeRealtime } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { WaitingRoomPage } from './waiting-room-page';

const { db, fixtures } = setupPatientsTests();
const realtime = setupFakeRealtime();

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/waiting-room" element={<WaitingRoomPage />} />
      <Route path="/appointments/:id" element={<h1>Live session</h1>} />
    </Routes>,
    { route: '/waiting-room' },
  );
}

describe('/waiting-room', () => {
  it('shows the online patient with date, time, countdown, Enter, phone and mail', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    expect(within(card).getByText('Time to start:')).toBeInTheDocument();
    expect(within(card).getByText(/^00:(19|20):\d\d$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+4791000001');
    expect(within(card).getByRole('link', { name: 'Send e-mail' })).toHaveAttribute(
      'href',
      'mailto:kari@example.no',
    );
    expect(screen.queryByRole('listitem', { name: 'Ola Hansen' })).not.toBeInTheDocument();
  });

  it('listens to my appointments and shows a patient who comes online without a reload', async () => {
    renderPage();
    await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    expect(realtime.current.open().flatMap((channel) => channel.filters.map((f) => f.filter))).toContain(
      `therapist_user_id=eq.${fixtures.therapist.id}`,
    );
    db.update('appointments', (a) => a.id === fixtures.appointments.first, {
      patients_online: { [fixtures.patients.ola.id]: true },
    });
    act(() => realtime.current.emit('appointments', 'UPDATE'));
    expect(await screen.findByRole('listitem', { name: 'Ola Hansen' })).toBeInTheDocument();
  });

  it('Enter starts the session and opens it', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    await userEvent.click(within(card).getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('heading', { name: 'Live session' })).toBeInTheDocument();
    expect(db.callsOf('start_appointment')).toEqual([
      { p_appointment_id: fixtures.appointments.online, p_confirm_patient_action: true },
    ]);
  });

  it('says so when nobody waits', async () => {
    db.update('appointments', () => true, { patients_online: undefined });
    renderPage();
    await waitFor(() => expect(screen.getByText('No patient is waiting right now')).toBeInTheDocument());
  });
});
