import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parse } from 'date-fns';
import { Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { appointmentRows } from '../mocks/db';
import { setupCalendarTests } from '../testing/setup-tests';
import { AppointmentFormDrawer } from './appointment-form-drawer';
import type { AppointmentFormMode } from '../common/appointment-form-mode';
import { clinicToday, toInstant } from './appointment-form.rules';

const { db, fixtures } = setupCalendarTests();

/** An appointment of the therapist's (with its calendar events), as book_appointment would write it. */
function addAppointment(over: Parameters<typeof appointmentRows>[0]) {
  const rows = appointmentRows(over, { calendarId: fixtures.calendars.work.id });
  for (const event of rows.events) db.insert('calendar_events', event);
  return db.insert('appointments', rows.appointment);
}

/** A day a week ahead in clinic time. */
const DAY = format(addDays(parse(clinicToday(), 'yyyy-MM-dd', new Date()), 7), 'yyyy-MM-dd');

function renderDrawer(mode: AppointmentFormMode = { kind: 'create' }) {
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  renderWithProviders(
    <>
      <AppointmentFormDrawer open mode={mode} onOpenChange={onOpenChange} onSaved={onSaved} />
      <Toaster />
    </>,
  );
  return { onSaved, onOpenChange };
}

const typeSelect = () => screen.findByRole('combobox', { name: 'Appointment type' });

/** Chooses an option of one of the form's selects (shared-ui Select: a combobox with a listbox). */
async function choose(select: 'Appointment type' | 'Script', option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillForm() {
  await choose('Appointment type', 'Individual therapy');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: DAY } });
  await choose('Script', 'Standard session');
  await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Patient' }));
  await userEvent.click(await screen.findByRole('option', { name: /Nordmann Kari/ }));
}

async function pickFreeTime(time: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Free times' }));
  const list = await screen.findByRole('radiogroup', { name: 'Free times' });
  await userEvent.click(within(list).getByRole('radio', { name: time }));
}

describe('AppointmentFormDrawer (create)', () => {
  it('offers only types with scripts and scripts with steps; the live session type follows the script', async () => {
    renderDrawer();
    await userEvent.click(await typeSelect());
    expect(await screen.findByRole('option', { name: 'Group session (no scripts)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Individual therapy' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('option', { name: 'Pre-screening' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Script' }));
    expect(await screen.findByRole('option', { name: 'Empty script (no steps or endings)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await choose('Appointment type', 'Individual therapy');
    // no script yet: every live session type is disabled
    expect(screen.getByRole('radio', { name: 'Video' })).toBeDisabled();
    await choose('Script', 'Standard session');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'In office' })).toBeDisabled();
  });

  it('sets the title from the type; the time range waits for type and day; the end keeps the duration', async () => {
    renderDrawer();
    await typeSelect();
    const start = () => screen.getByLabelText('Start');
    const end = () => screen.getByLabelText('End');
    expect(start()).toBeDisabled();
    // 24-hour text, whatever the browser's language (a native time input shows AM/PM in an English one).
    expect(start()).toHaveAttribute('type', 'text');
    expect(start()).toHaveAttribute('placeholder', 'hh:mm');
    await choose('Appointment type', 'Individual therapy');
    expect(screen.getByLabelText('Title')).toHaveValue('Individual therapy');
    expect(start()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DAY } });
    expect(start()).toBeEnabled();
    fireEvent.change(start(), { target: { value: '10:02' } });
    fireEvent.blur(start());
    expect(start()).toHaveValue('10:05');
    expect(end()).toHaveValue('10:55');
    fireEvent.change(end(), { target: { value: '12:00' } });
    fireEvent.blur(end());
    expect(start()).toHaveValue('11:10');
    expect(end()).toHaveValue('12:00');
  });

  it('reads a typed 24-hour time and refuses one that is not a time, emptying the range', async () => {
    renderDrawer();
    await typeSelect();
    await choose('Appointment type', 'Individual therapy');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DAY } });
    const start = screen.getByLabelText('Start');
    fireEvent.change(start, { target: { value: '1432' } });
    fireEvent.blur(start);
    expect(start).toHaveValue('14:35');
    expect(screen.getByLabelText('End')).toHaveValue('15:25');
    fireEvent.change(start, { target: { value: '2:30 PM' } });
    fireEvent.blur(start);
    expect(start).toHaveValue('2:30 PM');
    expect(screen.getByText('Error in the time field (RPicker component)')).toBeInTheDocument();
    expect(screen.getByLabelText('End')).toHaveValue('');
  });

  it("shows the spec's messages and sends nothing when required fields are missing", async () => {
    renderDrawer();
    await typeSelect();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      'Please select appointment type!',
      'Please select script!',
      'Please select live session type!',
      'Please select patient!',
      'Please select date!',
      'Please enter appointment title!',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await choose('Appointment type', 'Individual therapy');
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), '   {Enter}');
    expect(screen.getByText('Appointment title should not be empty')).toBeInTheDocument();
    expect(db.callsOf('book_appointment')).toEqual([]);
  });

  it('the free-time list asks for a live session type first, then lists free starts', async () => {
    renderDrawer();
    await choose('Appointment type', 'Individual therapy');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DAY } });
    await userEvent.click(screen.getByRole('button', { name: 'Free times' }));
    expect(await screen.findByText('Please, select live session type')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose('Script', 'Standard session');
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await pickFreeTime('09:00');
    expect(screen.getByLabelText('Start')).toHaveValue('09:00');
    expect(screen.getByLabelText('End')).toHaveValue('09:50');
  });

  it('groups patients and searches them', async () => {
    renderDrawer();
    const input = await screen.findByRole('combobox', { name: 'Patient' });
    await userEvent.click(input);
    expect(await screen.findByText('My patients')).toBeInTheDocument();
    expect(screen.getByText('Free patients')).toBeInTheDocument();
    expect(screen.getByText('Attached patients')).toBeInTheDocument();
    await userEvent.type(input, '+4791000003');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Berg Per · per@example.no']),
    );
  });

  it('lists invited, not activated patients under my patients when I invited them, never under free (issue 24)', async () => {
    renderDrawer();
    const input = await screen.findByRole('combobox', { name: 'Patient' });
    await userEvent.click(input);
    // An option is described by its group's label.
    expect(await screen.findByRole('option', { name: /Invitert Nina/ })).toHaveAccessibleDescription(
      'My patients',
    );
    expect(screen.getByRole('option', { name: /Fri Ola/ })).toHaveAccessibleDescription('Free patients');
    expect(screen.queryByRole('option', { name: /Venter Tor/ })).not.toBeInTheDocument();
    // The same with a search (search_patients finds Tor, but he is nobody's free patient yet).
    await userEvent.type(input, 'Venter');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Fri Ola/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('option', { name: /Venter Tor/ })).not.toBeInTheDocument();
  });

  it('books, says so, and a second booking of the same slot is refused with everything kept', async () => {
    const first = renderDrawer();
    await fillForm();
    await pickFreeTime('10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Appointment was successfully created', { selector: 'div' }),
    ).toBeInTheDocument();
    const booked = db.find('appointments', (a) => a.start_at === toInstant(DAY, '10:00')!.toISOString());
    expect(first.onSaved).toHaveBeenCalledWith(booked!.id);
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    expect(db.callsOf('book_appointment')[0]).toEqual({
      p_patient_user_id: fixtures.patients.kari.id,
      p_appointment_type_id: fixtures.appointmentTypes.individual.id,
      p_start: toInstant(DAY, '10:00')!.toISOString(),
      p_live_session_type: 'VIDEO',
      p_script_id: fixtures.scripts.standard.id,
      p_title: 'Individual therapy',
      p_therapist_user_id: fixtures.therapist.id,
    });
  });

  it('books once on a double click of Save, or Save and Enter at once', async () => {
    renderDrawer();
    await fillForm();
    await pickFreeTime('10:00');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    // Enter in a field submits the form even while Save is disabled.
    fireEvent.submit(save.closest('form')!);
    expect(
      await screen.findByText('Appointment was successfully created', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(db.callsOf('book_appointment')).toHaveLength(1);
    expect(screen.queryByText(/already booked|taken/i)).not.toBeInTheDocument();
  });

  it('a taken slot is refused by the database and shown in the form; what was typed stays', async () => {
    addAppointment({
      id: '10000000-0000-4000-8000-000000000001',
      title: 'Busy',
      start_at: toInstant(DAY, '10:00')!.toISOString(),
      patient_user_id: fixtures.patients.ola.id,
    });
    const { onSaved } = renderDrawer();
    await fillForm();
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '10:30' } });
    fireEvent.blur(screen.getByLabelText('Start'));
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Second try{Enter}');
    expect(
      await screen.findByText('This time overlaps another appointment or its pause. Choose another time.'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Second try');
    expect(screen.getByLabelText('Start')).toHaveValue('10:30');
    expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Nordmann Kari');
  });
});

describe('AppointmentFormDrawer (edit)', () => {
  const E1 = '10000000-0000-4000-8000-0000000000e1';
  const existing = (over: Partial<Parameters<typeof appointmentRows>[0]> = {}) =>
    addAppointment({
      id: E1,
      title: 'Session with Kari',
      start_at: toInstant(DAY, '09:00')!.toISOString(),
      patient_user_id: fixtures.patients.kari.id,
      ...over,
    });
  const e1 = () => db.find('appointments', (a) => a.id === E1)!;

  it('moves the start and keeps the duration', async () => {
    existing();
    const { onSaved } = renderDrawer({ kind: 'edit', appointmentId: E1 });
    expect(await screen.findByLabelText('Title')).toHaveValue('Session with Kari');
    expect(screen.getByLabelText('Appointment type')).toBeDisabled();
    expect(await screen.findByRole('combobox', { name: 'Patient' })).toHaveValue('Nordmann Kari');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '13:00' } });
    fireEvent.blur(screen.getByLabelText('Start'));
    expect(screen.getByLabelText('End')).toHaveValue('13:50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Appointment was successfully updated', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(E1);
    expect(e1().start_at).toBe(toInstant(DAY, '13:00')!.toISOString());
  });

  it('cancels after confirmation', async () => {
    existing();
    const { onSaved } = renderDrawer({ kind: 'edit', appointmentId: E1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('Appointment was successfully canceled', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(E1);
    expect(e1().status).toBe('CANCELED');
    // The form that canceled it does not re-read it and call it 'wrong data' before it closes (issue 24): the
    // old invalidation refetched the appointment before the toast, so the text was on screen by now.
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(
      screen.queryByText("Sorry, you can't delete or edit this event, it has wrong data"),
    ).not.toBeInTheDocument();
  });

  it('shows the draft text for a draft appointment', async () => {
    existing({ is_draft_appointment: true });
    renderDrawer({ kind: 'edit', appointmentId: E1 });
    expect(
      await screen.findByText(
        "The client hasn't yet logged into the platform, we will notify you when the client activates the account",
      ),
    ).toBeInTheDocument();
  });

  it('refuses to edit a finished appointment or one that does not exist', async () => {
    existing({ status: 'FINISHED' });
    renderDrawer({ kind: 'edit', appointmentId: E1 });
    expect(
      await screen.findByText("You can't edit and delete the appointment which has already been finished"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('an unknown appointment has wrong data', async () => {
    renderDrawer({ kind: 'edit', appointmentId: 'missing' });
    expect(
      await screen.findByText("Sorry, you can't delete or edit this event, it has wrong data"),
    ).toBeInTheDocument();
  });
});
