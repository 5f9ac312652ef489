import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { FirstAppointmentPage } from './first-appointment-page';

const { db, fixtures } = setupPatientsTests();

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/first-appointment-with-menta" element={<FirstAppointmentPage />} />
      <Route path="/appointments/:id" element={<h1>Live session</h1>} />
    </Routes>,
    { route: '/first-appointment-with-menta' },
  );
}

describe('/first-appointment-with-menta', () => {
  it("each card has 'Enter' (spec 001 §2), blocked while the appointment is more than 60 minutes ahead", async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Ola Hansen' });
    const enter = within(card).getByRole('button', { name: 'Enter' });
    expect(enter).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(enter);
    expect(db.callsOf('start_appointment')).toEqual([]);
  });

  it('Enter starts the appointment within the hour and opens the session', async () => {
    db.update('appointments', (a) => a.id === fixtures.appointments.first, {
      start_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Ola Hansen' });
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('heading', { name: 'Live session' })).toBeInTheDocument();
    expect(db.callsOf('start_appointment')).toEqual([
      { p_appointment_id: fixtures.appointments.first, p_confirm_patient_action: true },
    ]);
  });

  it("shows the date and time on the clinic's clock, not the browser's (tests run in UTC)", async () => {
    db.update('appointments', (a) => a.id === fixtures.appointments.first, {
      start_at: '2030-01-15T23:30:00.000Z',
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Ola Hansen' });
    expect(within(card).getByText('00:30')).toBeInTheDocument();
    expect(within(card).getByText('16 Jan 2030')).toBeInTheDocument();
  });

  it('a draft (the client has not logged in) cannot be entered', async () => {
    db.update('appointments', (a) => a.id === fixtures.appointments.first, {
      start_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      is_draft_appointment: true,
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Ola Hansen' });
    expect(within(card).getByRole('button', { name: 'Enter' })).toHaveAttribute('aria-disabled', 'true');
  });
});
