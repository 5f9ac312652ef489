import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster, privateMode } from 'shared-ui';
import { renderWithProviders, setupFakeRealtime } from 'shared-ui/testing';
import { Route, Routes } from 'react-router-dom';
import { liveSessionFixtures as f } from '../mocks/live-session-fixtures';
import { setupJournalTests } from '../testing/setup-tests';
import { LiveSessionPage } from './live-session-page';

const { db, server } = setupJournalTests();
const realtime = setupFakeRealtime();

const appointment = () => db.find('appointments', (a) => a.id === f.appointment.id)!;
const page = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/appointments/:id" element={<LiveSessionPage />} />
        {/* where the page sends the therapist (the summary, the calendar): another page, not rendered here */}
        <Route path="*" element={null} />
      </Routes>
      <Toaster />
    </>,
    { route: `/appointments/${f.appointment.id}`, showPath: true },
  );
/** What the patient app does through the API, then the Realtime change the page listens to. */
const asPatient = (patch: Parameters<typeof db.update<'appointments'>>[2]) =>
  act(() => {
    db.update('appointments', (a) => a.id === f.appointment.id, patch);
    realtime.current.emit(`appointment:${f.appointment.id}`, 'appointments', 'UPDATE', f.appointment.id);
  });
const stepTitle = () => screen.getByRole('heading', { level: 2 });

describe('live session page', () => {
  it('Done is refused before the start; Start session confirms the patient action (spec 002 §4) and Done works', async () => {
    const user = userEvent.setup();
    page();
    expect(await screen.findByRole('heading', { level: 1, name: f.appointment.title })).toBeInTheDocument();
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Check-in');
    expect(screen.getByText('How has the week been? Review homework.')).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await user.hover(done);
    expect(
      (await screen.findAllByText('This step can only be done during a live session')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Go to journal' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(db.callsOf('start_live_session')).toEqual([{ p_appointment_id: f.appointment.id }]);
    expect(screen.getByRole('timer')).toHaveTextContent(/^(50:00|49:5\d)$/);
    expect(appointment().is_therapist_confirmed_patient_action).toBe(true);
    // the patient's readiness is shown, not required
    expect(screen.getByText('Waiting for the patient to confirm')).toBeInTheDocument();
    await asPatient({ is_patient_confirmed_readiness: true });
    expect(await screen.findByText('The patient is ready')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Done' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Questionnaire'));
    expect(db.callsOf('live_session_step')).toEqual([
      { p_appointment_id: f.appointment.id, p_action: 'done', p_expected_step_id: f.steps.checkIn.id },
    ]);
    expect(screen.getByText('Step 2')).toBeInTheDocument();
  });

  it('a double click writes once: Start session, Done (no stale-step error), a CGI level (not added and removed)', async () => {
    page();
    await screen.findByText('Step 1');
    const twice = (name: string) => {
      const button = screen.getByRole('button', { name });
      // both clicks land before the button re-renders as busy
      act(() => {
        button.click();
        button.click();
      });
    };
    twice('Start session');
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(db.callsOf('start_live_session')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Done' })).not.toHaveAttribute('aria-disabled'),
    );
    twice('Done');
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Questionnaire'));
    expect(db.callsOf('live_session_step')).toHaveLength(1);
    twice('CGI-S 3');
    expect(await screen.findByText('CGI successfuly added')).toBeInTheDocument();
    expect(db.table('cgi_records').map((c) => [c.kind, c.level])).toEqual([['CGI_S', 3]]);
    expect(screen.queryByText('Something went wrong during step change.')).not.toBeInTheDocument();
  });

  it('Next walks the steps; a step changed in another tab keeps the screen and shows the spec text', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Questionnaire'));
    // another tab moves on meanwhile; this screen still shows step 2
    db.update('appointments', (a) => a.id === f.appointment.id, {
      page_states: {
        currentStepId: f.steps.exercise.id,
        finishedSteps: [f.steps.checkIn.id, f.steps.questionnaire.id],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Something went wrong during step change.')).toBeInTheDocument();
    // the database's state is shown again (nothing was applied twice)
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Exercise'));
    expect(appointment().page_states).toEqual({
      currentStepId: f.steps.exercise.id,
      finishedSteps: [f.steps.checkIn.id, f.steps.questionnaire.id],
    });
  });

  it('the endings need the live session; every step finished enables Go to journal → summary', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    await user.click(within(steps).getByRole('button', { name: /Create next appointment/ }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Create next appointment'));
    const content = () => screen.getByRole('region', { name: stepTitle().textContent! });
    expect(within(content()).getByRole('button', { name: 'Create next appointment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(steps).getByRole('button', { name: /Chose next therapist/ }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Chose next therapist'));
    expect(within(content()).getByRole('button', { name: 'Select therapist' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    for (let i = 0; i < 5; i++) {
      const before = stepTitle().textContent;
      await user.click(screen.getByRole('button', { name: 'Next' }));
      if (i < 4) await waitFor(() => expect(stepTitle().textContent).not.toBe(before));
    }
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to journal' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Go to journal' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/appointments/${f.appointment.id}/summary`),
    );
    expect(appointment().status).toBe('FINISHED');
  });

  it('adds and removes a CGI-S rating (clicking the selected level removes it)', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('button', { name: 'CGI-S 4' }));
    expect(await screen.findByText('CGI successfuly added')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'CGI-S 4' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(db.table('cgi_records').map((c) => [c.kind, c.level])).toEqual([['CGI_S', 4]]);
    await user.click(screen.getByRole('button', { name: 'CGI-S 4' }));
    expect(await screen.findByText('CGI successfuly removed')).toBeInTheDocument();
    expect(db.table('cgi_records')).toEqual([]);
    expect(screen.getByRole('button', { name: 'CGI-I 1' })).toBeInTheDocument();
  });

  it("the disorder says 'Disorder successfuly added' (spec 002 §8), an evaluation state the generic '… successfully created/updated/removed!'", async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('tab', { name: 'Disorder' }));
    await user.click(await screen.findByRole('combobox', { name: 'Disorder' }));
    await user.click(await screen.findByRole('option', { name: f.disorder.name }));
    expect(await screen.findByText('Disorder successfuly added')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Evaluation States' }));
    await user.click(await screen.findByRole('combobox', { name: 'Add state' }));
    await user.click(await screen.findByRole('option', { name: f.evaluationState.name }));
    expect(await screen.findByText('Evaluation state successfully created!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `${f.evaluationState.name}: level 2` }));
    expect(await screen.findByText('Evaluation state successfully updated!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Evaluation state successfully removed!')).toBeInTheDocument();
  });

  it('Save notes says why it is blocked (nothing written, nothing changed) and saves once on a double click', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('tab', { name: 'Add notes' }));
    const save = () => screen.getByRole('button', { name: 'Save notes' });
    await screen.findByRole('button', { name: 'Save notes' });
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    act(() => save().focus());
    expect((await screen.findAllByText('Write some notes first.')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Add notes' }), 'Sleeps better');
    const before = db.table('journal_records').length;
    await user.dblClick(save());
    expect(await screen.findByText('Journal record was updated')).toBeInTheDocument();
    expect(db.table('journal_records')).toHaveLength(before + 1);
    await waitFor(() => expect(save()).toHaveAttribute('aria-disabled', 'true'));
    // The button kept focus through the save (the same element): coming back to it shows the new reason.
    act(() => save().blur());
    act(() => save().focus());
    expect(
      (await screen.findAllByText('The notes have not changed since they were saved.')).length,
    ).toBeGreaterThan(0);
  });

  it('the therapist picker is pushed to the patient through remote sharing while it is open', async () => {
    const user = userEvent.setup();
    // the colleague as an admitted therapist with a profile (the picker's list)
    const [colleague] = db.update('users', (u) => u.email === 'colleague@demo.clinic', {
      is_temporary_password_resolved: true,
      therapist_profile_id: '0d1c0000-0000-4000-8000-00000000c011',
    });
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    await screen.findByRole('button', { name: 'Open' });
    await asPatient({ is_patient_confirmed_readiness: true, is_therapist_confirmed_patient_action: true });
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    await user.click(within(steps).getByRole('button', { name: /Chose next therapist/ }));
    await waitFor(() => expect(stepTitle()).toHaveTextContent('Chose next therapist'));
    const sharing = () => db.find('remote_sharing', (r) => r.appointment_id === f.appointment.id);
    const select = () => screen.getByRole('button', { name: 'Select therapist' });
    await waitFor(() => expect(select()).not.toHaveAttribute('aria-disabled'));

    await user.click(select());
    await screen.findByRole('dialog', { name: 'Select therapist' });
    await waitFor(() => expect(sharing()?.type).toBe('therapist'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(sharing()?.type).toBe('none'));

    await user.click(select());
    const dialog = await screen.findByRole('dialog', { name: 'Select therapist' });
    await user.click(await within(dialog).findByRole('radio', { name: /colleague@demo\.clinic/ }));
    const chosen = colleague!.id;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.callsOf('set_remote_sharing').map((c) => c.p_patch)).toEqual([
      { type: 'therapist' },
      { type: 'none' },
      { type: 'therapist' },
    ]);
    expect(sharing()).toMatchObject({ type: 'therapist', shared_therapist_user_id: chosen });
    expect(appointment().assigned_therapist_user_id).toBe(chosen);
  });

  it('VIDEO: a placeholder before the start; the room is created on start and shows at once', async () => {
    const user = userEvent.setup();
    db.update('appointments', (a) => a.id === f.appointment.id, { live_session_type: 'VIDEO' });
    const calls: unknown[] = [];
    server.use(
      http.post('*/functions/v1/create-room-for-appointment', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({
          data: { roomUrl: 'https://rooms.test/tw-room', token: 'tok en', provider: 'local' },
        });
      }),
    );
    page();
    await screen.findByText('Step 1');
    expect(screen.getByText('The video room opens when you start the session')).toBeInTheDocument();
    expect(screen.queryByTitle('Video room')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByTitle('Video room')).toHaveAttribute(
      'src',
      'https://rooms.test/tw-room?t=tok%20en',
    );
    expect(calls).toEqual([
      expect.objectContaining({ appointmentId: f.appointment.id, roomLanguageShort: 'en' }),
    ]);
  });

  it('VIDEO: without a camera the room area says so clearly; joining with sound only stays possible', async () => {
    const user = userEvent.setup();
    db.update('appointments', (a) => a.id === f.appointment.id, { live_session_type: 'VIDEO' });
    server.use(
      http.post('*/functions/v1/create-room-for-appointment', () =>
        HttpResponse.json({ data: { roomUrl: 'https://rooms.test/tw-room', token: 't', provider: 'local' } }),
      ),
    );
    const devices: MediaDeviceInfo[] = [{ kind: 'audioinput' } as MediaDeviceInfo];
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        enumerateDevices: async () => devices,
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
    try {
      page();
      await screen.findByText('Step 1');
      await user.click(screen.getByRole('button', { name: 'Start session' }));
      expect(await screen.findByText('No camera found on this computer')).toBeInTheDocument();
      expect(screen.queryByTitle('Video room')).not.toBeInTheDocument();
      // a camera plugged in: Check again finds it and the room shows
      devices.push({ kind: 'videoinput' } as MediaDeviceInfo);
      await user.click(screen.getByRole('button', { name: 'Check again' }));
      expect(await screen.findByTitle('Video room')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('End appointment asks first; only Yes ends it, then the summary opens', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('button', { name: 'End appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'No, continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.callsOf('finish_appointment')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'End appointment' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'End appointment' })).getByRole('button', {
        name: 'Yes, end appointment',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/appointments/${f.appointment.id}/summary`),
    );
    expect(db.callsOf('finish_appointment')).toEqual([{ p_appointment_id: f.appointment.id }]);
    expect(appointment().status).toBe('FINISHED');
  });

  it('a finished session reopened shows that it finished and the summary, not the live controls', async () => {
    db.update('appointments', (a) => a.id === f.appointment.id, {
      status: 'FINISHED',
      is_session_finished: true,
      appointment_start_time: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    page();
    expect(await screen.findByText('This live session was successfully finished')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('Overtime')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add journal record' })).toBeInTheDocument();
  });

  it('private mode blurs every piece of the patient card: avatar, name, identifier, e-mail and phone (formatted)', async () => {
    const patientId = appointment().patient_user_id;
    db.update('users', (u) => u.id === patientId, {
      custom_identifier: 'OSL-0042',
      email: 'olivia@example.test',
      phone: '+4790000042',
    });
    const patient = db.find('users', (u) => u.id === patientId)!;
    page();
    await screen.findByText('Step 1');
    const header = screen.getByRole('region', { name: 'Appointment' });
    act(() => privateMode.set(true));
    try {
      for (const value of [
        `${patient.first_name} ${patient.last_name}`,
        'OSL-0042',
        'olivia@example.test',
        '+47 90 00 00 42', // as every list shows it (shared-ui/phone), not as stored
      ]) {
        const node = within(header).getByText(value);
        expect(node.closest('[data-personal-data]')).not.toBeNull();
        expect(node.closest('[data-personal-data]')).toHaveStyle('filter: blur(5px)');
      }
      expect(within(header).getByTestId('patient-avatar').closest('[data-personal-data]')).toHaveStyle(
        'filter: blur(5px)',
      );
    } finally {
      act(() => privateMode.set(false));
    }
  });

  it("VIDEO: a room that cannot be made shows 'Error while creating of Daily meeting room' with the cause", async () => {
    const user = userEvent.setup();
    db.update('appointments', (a) => a.id === f.appointment.id, { live_session_type: 'VIDEO' });
    server.use(
      http.post('*/functions/v1/create-room-for-appointment', () =>
        HttpResponse.json(
          { error: { hint: 'provider_unavailable', message: 'Daily answered 401: authentication-error' } },
          { status: 502 },
        ),
      ),
    );
    page();
    await screen.findByText('Step 1');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    // the cause is this remote's text for the hint, never the provider's own words
    expect(
      (
        await screen.findAllByText(
          'Error while creating of Daily meeting room: The video service did not answer. Try again in a moment.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/authentication-error/)).not.toBeInTheDocument();
    expect(screen.queryByTitle('Video room')).not.toBeInTheDocument();
    // the session itself started: the room is a part of it, not a condition
    expect(appointment().status).toBe('STARTED');
  });

  it("sends the therapist away with 'Appointment was stopped by client' when the patient stops it", async () => {
    page();
    await screen.findByText('Step 1');
    await asPatient({ is_appointment_was_stopped_by_patient: true });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar'));
    expect(await screen.findByText('Appointment was stopped by client')).toBeInTheDocument();
  });
});
