import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'shared-ui';
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
    const topic = `clinic:${fixtures.clinic.id}:therapist:${fixtures.therapist.id}`;
    expect(realtime.current.topics()).toContain(topic);
    db.update('appointments', (a) => a.id === fixtures.appointments.first, {
      patients_online: { [fixtures.patients.ola.id]: true },
    });
    act(() => realtime.current.emit(topic, 'appointments', 'UPDATE'));
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

  it('Enter follows the 60-minute start rule: 1 h 41 min ahead it is disabled and says why', async () => {
    const start = new Date(Date.now() + 101 * 60_000);
    db.update('appointments', (a) => a.id === fixtures.appointments.online, {
      start_at: start.toISOString(),
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    const enter = within(card).getByRole('button', { name: 'Enter' });
    expect(enter).toHaveAttribute('aria-disabled', 'true');
    const from = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(start.getTime() - 60 * 60_000));
    await userEvent.hover(enter);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      `You can enter at the earliest 60 minutes before the appointment (from ${from})`,
    );
    await userEvent.click(enter);
    expect(db.callsOf('start_appointment')).toEqual([]);
  });

  it("the database's refusal is said in the interface language, not as a failure", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => '');
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    // The card still shows 20 minutes; meanwhile the appointment was moved 3 hours ahead.
    db.update('appointments', (a) => a.id === fixtures.appointments.online, {
      start_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The appointment can be started at the earliest 60 minutes before it begins',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Live session' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('says so when nobody waits', async () => {
    db.update('appointments', () => true, { patients_online: undefined });
    renderPage();
    await waitFor(() => expect(screen.getByText('No patient is waiting right now')).toBeInTheDocument());
  });
});
