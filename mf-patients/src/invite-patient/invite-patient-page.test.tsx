import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { InvitePatientPage } from './invite-patient-page';

const { db, fixtures, server } = setupPatientsTests();

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/patient/invite" element={<InvitePatientPage />} />
      <Route path="/dashboard/patients" element={<h1>List</h1>} />
      <Route path="/dashboard/calendar" element={<h1>Calendar</h1>} />
    </Routes>,
    { route: '/patient/invite' },
  );
}

async function fill(values: { first?: string; last?: string; phone?: string; email?: string }) {
  if (values.first) await userEvent.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await userEvent.type(screen.getByLabelText('Last name'), values.last);
  if (values.phone) await userEvent.type(screen.getByLabelText('Phone'), values.phone);
  if (values.email) await userEvent.type(screen.getByLabelText('E-mail'), values.email);
}

describe('/patient/invite', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(toast, 'success').mockImplementation(() => {});
    error = jest.spyOn(toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the spec's required messages and sends nothing", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    expect(screen.getByText('Please enter first name!')).toBeInTheDocument();
    expect(screen.getByText('Please enter last name!')).toBeInTheDocument();
    expect(screen.getByText('Please, input phone!')).toBeInTheDocument();
    expect(screen.getByText('Please, input email!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), '   ');
    expect(screen.getByText('First name should not be empty')).toBeInTheDocument();
    expect(db.callsOf('get_patient_by_email')).toEqual([]);
  });

  it('lowercases the e-mail while typing; Enter invites; the list is next', async () => {
    renderPage();
    await fill({ first: 'Åse', last: 'Nyhus', phone: '912 34 567', email: 'Ase.Nyhus@Example.COM' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ase.nyhus@example.com');
    await userEvent.type(screen.getByLabelText('E-mail'), '{Enter}');
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Patient was successfully invited');
    const invitation = db.find('invitations', (i) => i.receiver_email === 'ase.nyhus@example.com');
    expect(invitation).toMatchObject({ status: 'CREATED', type: 'PATIENT_INVITATION', phone: '+4791234567' });
  });

  it('an invited e-mail shows the invited-not-accepted message', async () => {
    renderPage();
    await fill({ first: 'Anna', last: 'Dahl', phone: '91234567', email: fixtures.patients.anna.email });
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'This patient has already been invited and has not accepted the invitation yet.',
      ),
    ).toBeInTheDocument();
    expect(db.table('invitations')).toHaveLength(1);
  });

  it('a clinic member is offered a new appointment', async () => {
    renderPage();
    await fill({ first: 'Kari', last: 'N', phone: '91234567', email: fixtures.patients.kari.email });
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule a new appointment' }));
    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
  });

  it("another clinic's patient: the message; closing keeps what was typed", async () => {
    db.insert('users', { email: 'elsewhere@example.com', clinic_id: 'another-clinic', role: 'PATIENT' });
    renderPage();
    await fill({ first: 'Else', last: 'Where', phone: '91234567', email: 'elsewhere@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This person is a patient in another clinic.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).toHaveValue('Else');
    expect(db.table('invitations')).toHaveLength(1);
  });

  it('a failed invite shows the error as a toast and keeps what was typed', async () => {
    server.use(
      http.post('*/functions/v1/invite-patient', () =>
        HttpResponse.json(
          {
            statusCode: 502,
            error: { message: 'Something went wrong, try again later.', hint: 'invite_failed' },
          },
          { status: 502 },
        ),
      ),
    );
    renderPage();
    await fill({ first: 'Tor', last: 'Feil', phone: '91234567', email: 'tor@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong, try again later.'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('tor@example.com');
    expect(screen.getByRole('button', { name: 'Invite patient' })).toBeEnabled();
  });

  it("the backend's refusal is said by its reason, not as the database's English text", async () => {
    server.use(
      http.post('*/functions/v1/invite-patient', () =>
        HttpResponse.json(
          { statusCode: 409, error: { message: 'untranslated', hint: 'email_exists' } },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await fill({ first: 'Tor', last: 'Feil', phone: '91234567', email: 'tor@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('A user with this e-mail already exists'));
    expect(error).not.toHaveBeenCalledWith('untranslated');
    expect(db.table('invitations')).toHaveLength(1);
  });

  it('the mock backend refuses a phone the database would refuse, writing nothing', async () => {
    const response = await fetch('http://localhost/functions/v1/invite-patient', {
      method: 'POST',
      body: JSON.stringify({ firstName: 'A', lastName: 'B', phone: '12345', email: 'a.b@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { hint: 'phone_invalid', message: 'The input is not a valid phone number!' },
    });
    expect(db.find('users', (u) => u.email === 'a.b@example.com')).toBeUndefined();
  });

  it('advanced settings: unchecking enables type and therapist; a type needs a therapist', async () => {
    renderPage();
    await fill({ first: 'Per', last: 'Ny', phone: '91234567', email: 'per.ny@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    const checkbox = screen.getByRole('checkbox', { name: 'Patient can choose next appointment by himself' });
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Appointment type' })).toBeDisabled();
    await userEvent.click(checkbox);
    const type = screen.getByRole('combobox', { name: 'Appointment type' });
    await waitFor(() => expect(type).toBeEnabled());
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Individual therapy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    expect(
      await screen.findByText('If you select appointment type you need also select therapist!'),
    ).toBeInTheDocument();
    expect(db.callsOf('get_patient_by_email')).toEqual([]);
  });
});
