import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from 'supabase-client';
import { clinicDate, errorMessage, i18n, toast } from 'shared-ui';
import { schemaErrors } from 'shared-ui/forms';
import { renderWithProviders } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { setupPatientsTests } from '../testing/setup-tests';
import {
  applyScript,
  applyType,
  bookableTypes,
  BOOKING_REFUSALS,
  EMPTY_APPOINTMENT_PANEL,
  appointmentPanelSchema,
  type AppointmentPanelValues,
} from './create-appointment.rules';
import { InvitePatientPage } from './invite-patient-page';

const { db, fixtures } = setupPatientsTests();

const script = (id: string, stepCount: number, types: ('VIDEO' | 'PHONE')[] = ['VIDEO']) => ({
  id,
  name: id,
  liveSessionTypes: types,
  stepCount,
});

const validateAppointmentPanel = (values: AppointmentPanelValues) =>
  schemaErrors(appointmentPanelSchema, values, 'booking');

describe('create-appointment rules', () => {
  it('offers only types with a script that has steps', () => {
    const types = bookableTypes([
      { id: 't1', name: 'A', scripts: [script('s1', 0), script('s2', 2)] },
      { id: 't2', name: 'B', scripts: [script('s3', 0)] },
    ]);
    expect(types).toEqual([{ id: 't1', name: 'A', scripts: [script('s2', 2)] }]);
  });
  it('a typed day before today is refused like a missing one', () => {
    const base = { ...EMPTY_APPOINTMENT_PANEL, enabled: true, title: 'T', startAt: '2020-01-01T09:00:00Z' };
    expect(validateAppointmentPanel({ ...base, day: '2020-01-01' }).day).toBe('required');
    expect(validateAppointmentPanel({ ...base, day: clinicDate(Date.now()) }).day).toBeUndefined();
  });
  it('checks nothing while the switch is off, and the appointment form rules when on', () => {
    expect(validateAppointmentPanel(EMPTY_APPOINTMENT_PANEL)).toEqual({});
    expect(validateAppointmentPanel({ ...EMPTY_APPOINTMENT_PANEL, enabled: true, title: ' ' })).toEqual({
      appointmentTypeId: 'required',
      scriptId: 'required',
      liveSessionType: 'required',
      day: 'required',
      title: 'blank',
    });
    expect(
      validateAppointmentPanel({
        ...EMPTY_APPOINTMENT_PANEL,
        enabled: true,
        day: '2099-12-01',
        title: 'x'.repeat(257),
      }),
    ).toMatchObject({ startAt: 'required', title: 'tooLong' });
  });
  it('a type sets the title and its only script; a script keeps only a supported session type', () => {
    const type = { id: 't1', name: 'Individual therapy', scripts: [script('s1', 1, ['VIDEO'])] };
    const picked = applyType({ ...EMPTY_APPOINTMENT_PANEL, enabled: true }, type);
    expect(picked).toMatchObject({ title: 'Individual therapy', scriptId: 's1', liveSessionType: 'VIDEO' });
    expect(
      applyScript({ ...picked, liveSessionType: 'VIDEO' }, script('s2', 1, ['PHONE', 'VIDEO'])),
    ).toMatchObject({
      liveSessionType: 'VIDEO',
    });
    expect(
      applyScript({ ...picked, liveSessionType: 'IN_OFFICE' }, script('s3', 1, ['PHONE', 'VIDEO'])),
    ).toMatchObject({
      liveSessionType: null,
    });
  });
});

describe("/patient/invite 'Create appointment'", () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(toast, 'success').mockImplementation(() => {});
    error = jest.spyOn(toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

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

  async function fillPatient() {
    await userEvent.type(screen.getByLabelText('First name'), 'Eva');
    await userEvent.type(screen.getByLabelText('Last name'), 'Berg');
    await userEvent.type(screen.getByLabelText('Phone'), '91234567');
    await userEvent.type(screen.getByLabelText('E-mail'), 'eva.berg@example.com');
  }

  async function fillPanel(day: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    const panel = screen.getByRole('group', { name: 'Create appointment' });
    await userEvent.click(
      within(panel).getByRole('switch', { name: 'Book an appointment with the invitation' }),
    );
    const type = within(panel).getByRole('combobox', { name: 'Appointment type' });
    await waitFor(() => expect(type).toBeEnabled());
    await userEvent.click(type);
    // Pre-screening's script has no steps: only the individual type is offered.
    expect(screen.queryByRole('option', { name: 'Pre-screening' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Individual therapy' }));
    expect(within(panel).getByLabelText('Appointment title')).toHaveValue('Individual therapy');
    await userEvent.type(within(panel).getByLabelText('Date'), day);
    const time = within(panel).getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(time).toBeEnabled());
    await userEvent.click(time);
    await userEvent.click(await screen.findByRole('option', { name: '11:00' }));
    return panel;
  }

  it('switched on with nothing picked: the appointment messages, nothing sent', async () => {
    renderPage();
    await fillPatient();
    await userEvent.click(screen.getByRole('button', { name: 'Create appointment' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Book an appointment with the invitation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    expect(await screen.findByText('Please select appointment type!')).toBeInTheDocument();
    expect(screen.getByText('Please select date!')).toBeInTheDocument();
    expect(db.callsOf('get_patient_by_email')).toEqual([]);
  });

  it('invites, then books the picked slot for the new patient as a draft of the invitation', async () => {
    renderPage();
    await fillPatient();
    await fillPanel('2030-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Patient was successfully invited');
    expect(success).toHaveBeenCalledWith('Appointment was successfully created');
    const patient = db.find('users', (u) => u.email === 'eva.berg@example.com')!;
    const invitation = db.find('invitations', (i) => i.initialized_user_id === patient.id)!;
    expect(db.callsOf('book_invitation_appointment')).toEqual([
      expect.objectContaining({
        p_invitation_id: invitation.id,
        p_appointment_type_id: fixtures.types.individual,
        p_script_id: 'script-individual',
        p_live_session_type: 'VIDEO',
        p_start: '2030-01-15T10:00:00.000Z',
        p_title: 'Individual therapy',
      }),
    ]);
    const appointment = db.find('appointments', (a) => a.patient_user_id === patient.id)!;
    expect(appointment.is_draft_appointment).toBe(true);
    expect(invitation.booking_data).toEqual(
      expect.objectContaining({ isAppointmentCreated: true, appointmentId: appointment.id }),
    );
  });

  /** Someone books the panel's slot (15 January 2030, 11:00 Oslo) meanwhile. */
  const takeTheSlot = () =>
    db.insert('appointments', {
      id: 'taken',
      clinic_id: fixtures.clinic.id,
      therapist_user_id: fixtures.therapist.id,
      patient_user_id: fixtures.patients.kari.id,
      start_at: '2030-01-15T10:00:00.000Z',
      end_at: '2030-01-15T10:50:00.000Z',
      status: 'NOT_STARTED',
    });

  it('a refused slot keeps the invitation and opens the calendar form for the patient', async () => {
    renderPage();
    await fillPatient();
    await fillPanel('2030-01-15');
    takeTheSlot();
    await userEvent.click(screen.getByRole('button', { name: 'Invite patient' }));
    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Patient was successfully invited');
    expect(error).toHaveBeenCalledWith('Haven`t free time');
  });

  it('a refusal is said in the interface language: every reason the database gives has both texts', () => {
    const said = (hint: string | null) =>
      errorMessage(
        new ApiError('untranslated', hint, 'P0001', 400),
        { namespace: 'mf-patients', fallback: 'booking.failed' },
        i18n.getFixedT('en', 'mf-patients'),
      );
    for (const hint of BOOKING_REFUSALS) {
      expect(said(hint)).toBe(en.errors[hint]);
      expect(en.errors[hint]).toBeTruthy();
      expect(no.errors[hint]).toBeTruthy();
      expect(no.errors[hint]).not.toBe(en.errors[hint]);
    }
    expect(said('something_new')).toBe(en.booking.failed);
    expect(said(null)).toBe(en.booking.failed);
  });

  it('the Norwegian interface says a refused slot in Norwegian', async () => {
    renderPage();
    await fillPatient();
    await fillPanel('2030-01-15');
    takeTheSlot();
    try {
      await act(() => i18n.changeLanguage('no'));
      await userEvent.click(screen.getByRole('button', { name: 'Inviter pasient' }));
      expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('Har ikke ledig tid');
      expect(error).not.toHaveBeenCalledWith('Haven`t free time');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
