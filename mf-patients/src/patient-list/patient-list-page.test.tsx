import { screen, within, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateMode, toast } from 'shared-ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { PatientsRoutes } from '../app';
import { PatientListPage } from './patient-list-page';
import { setupPatientsTests } from '../testing/setup-tests';
import { formatPhone } from '../common/patient-card.rules';

const { db, fixtures } = setupPatientsTests();

const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/dashboard/patients', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  const writeText = jest.fn();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    success = jest.spyOn(toast, 'success').mockImplementation(() => {});
    error = jest.spyOn(toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows my patients in their sections with the subtitle; finished treatment hidden until asked for', async () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    expect(await screen.findByText('There are 5 your patient(s)')).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Invited, not activated', 'Attached patients', 'My patients']);
    expect(screen.queryByText('Knut Ferdig')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show patients with finished treatment' }));
    expect(await screen.findByText('Knut Ferdig')).toBeInTheDocument();
    expect(screen.getByText('There are 6 your patient(s)')).toBeInTheDocument();
  });

  it('private mode blurs the identifier, e-mail and phone wherever the name is blurred', async () => {
    privateMode.set(true);
    try {
      renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
      const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
      for (const value of [
        'Kari Nordmann',
        'OSL-0001',
        'kari@example.no',
        formatPhone(fixtures.patients.kari.phone),
      ]) {
        expect(within(card).getByText(value).closest('[data-personal-data]')).toHaveAttribute(
          'aria-hidden',
          'true',
        );
      }
    } finally {
      // the page is still mounted: its PersonalData re-render, inside act
      act(() => privateMode.set(false));
    }
  });

  it('searches through the database and shows the empty text when nothing matches', async () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    await screen.findByText('Kari Nordmann');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nord');
    await waitFor(() => expect(screen.queryByText('Ola Hansen')).not.toBeInTheDocument());
    expect(screen.getByText('Kari Nordmann')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'xyz');
    expect(await screen.findByText('There is no patient for you request')).toBeInTheDocument();
    // The list is held whole: the keystrokes asked nothing more of the database.
    expect(db.callsOf('list_patients')).toEqual([
      { p_query: '', p_include_finished: false, p_limit: 500, p_offset: 0 },
    ]);
  });

  it('a list longer than one request holds is searched by the database, a page at a time', async () => {
    for (let i = 0; i < 501; i++) {
      const id = `f0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      db.insert('users', {
        id,
        clinic_id: fixtures.clinic.id,
        role: 'PATIENT',
        first_name: 'Many',
        last_name: `Zeta${String(i).padStart(3, '0')}`,
        email: `many${i}@demo.clinic`,
        phone: null,
        avatar_url: null,
        custom_identifier: null,
        is_treatment_finished: false,
        is_temporary_password_resolved: true,
      });
      db.insert('therapist_patients', {
        clinic_id: fixtures.clinic.id,
        therapist_user_id: fixtures.therapist.id,
        patient_user_id: id,
        is_main: false,
      });
    }
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    expect(await screen.findByText('Many Zeta010')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zeta00');
    expect(await screen.findByText('Many Zeta009')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Many Zeta010')).not.toBeInTheDocument());
    expect(db.callsOf('list_patients')).toContainEqual({
      p_query: 'zeta00',
      p_include_finished: false,
      p_limit: 30,
      p_offset: 0,
    });
  });

  it('copies e-mail, identifier and phone (international format) with their toasts', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    const card = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    await user.click(within(card).getByRole('button', { name: 'Copy E-mail kari@example.no' }));
    expect(success).toHaveBeenLastCalledWith('Email was successfully copied');
    expect(writeText).toHaveBeenLastCalledWith('kari@example.no');
    await user.click(within(card).getByRole('button', { name: /^Copy Identifier \S/ }));
    expect(success).toHaveBeenLastCalledWith('Identifier was successfully copied');
    await user.click(within(card).getByRole('button', { name: 'Copy Phone +47 91 00 00 01' }));
    expect(success).toHaveBeenLastCalledWith('Phone was successfully copied');
    expect(writeText).toHaveBeenLastCalledWith('+47 91 00 00 01');
    expect(error).not.toHaveBeenCalled();
  });

  it('offers finish treatment to the main therapist only; confirming hides the patient', async () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    const attached = await screen.findByRole('listitem', { name: 'Per Berg' });
    expect(within(attached).queryByRole('button', { name: 'Finish treatment' })).not.toBeInTheDocument();
    const kari = screen.getByRole('listitem', { name: 'Kari Nordmann' });
    await userEvent.click(within(kari).getByRole('button', { name: 'Finish treatment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to change treatment status?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Kari Nordmann')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Patient successfully finish treatment');
    expect(db.find('users', (u) => u.id === fixtures.patients.kari.id)?.is_treatment_finished).toBe(true);
  });

  it('shows the error text when finishing fails', async () => {
    db.update('patient_profiles', (p) => p.user_id === fixtures.patients.kari.id, {});
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    const kari = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    // Someone else became the main therapist meanwhile: the database refuses.
    db.update('patient_profiles', (p) => p.user_id === fixtures.patients.kari.id, {
      therapist_user_id: fixtures.colleague.id,
    });
    await userEvent.click(within(kari).getByRole('button', { name: 'Finish treatment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error during finish treatment for patient'));
  });

  it('toggles share access and the patient is told', async () => {
    renderWithProviders(<PatientsRoutes />, { route: '/dashboard/patients' });
    const kari = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    await userEvent.click(within(kari).getByRole('button', { name: 'Share access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share access' });
    const view = within(dialog).getByRole('switch', { name: 'Allow view journal records' });
    expect(view).not.toBeChecked();
    await userEvent.click(view);
    await waitFor(() => expect(view).toBeChecked());
    expect(db.callsOf('set_patient_access')).toEqual([
      { p_patient_user_id: fixtures.patients.kari.id, p_access: 'VIEW_JOURNAL_RECORDS', p_value: true },
    ]);
    expect(db.table('notifications').some((n) => n.receiver_id === fixtures.patients.kari.id)).toBe(true);
  });

  it('books through the calendar with the patient', async () => {
    function Calendar() {
      const location = useLocation();
      return <output data-testid="calendar">{location.pathname + location.search}</output>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/patients" element={<PatientListPage />} />
        <Route path="/dashboard/calendar" element={<Calendar />} />
      </Routes>,
      { route: '/dashboard/patients' },
    );
    const kari = await screen.findByRole('listitem', { name: 'Kari Nordmann' });
    await userEvent.click(within(kari).getByRole('button', { name: 'Book an appointment' }));
    expect(await screen.findByTestId('calendar')).toHaveTextContent(
      `/dashboard/calendar?isCreateAppointmentFormOpen=true&freePatientId=${fixtures.patients.kari.id}`,
    );
  });
});
