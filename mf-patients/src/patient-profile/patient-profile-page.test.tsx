import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { toast } from 'shared-ui';
import { renderWithProviders, setupFakeRealtime } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { PatientProfilePage } from './patient-profile-page';
import { attachRefusalKey } from './therapists.rules';

const { db, fixtures, server } = setupPatientsTests();
const realtime = setupFakeRealtime();

function InvoicesProbe() {
  const [params] = useSearchParams();
  return <p>invoices of {params.get('patient')}</p>;
}

const renderProfile = (patientId: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/patients/:id" element={<PatientProfilePage />} />
    </Routes>,
    { route: `/patients/${patientId}` },
  );

describe('/patients/:id', () => {
  let success: jest.SpyInstance;
  let info: jest.SpyInstance;
  beforeEach(() => {
    success = jest.spyOn(toast, 'success').mockImplementation(() => {});
    info = jest.spyOn(toast, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the patient card, evaluation states and the five tabs (journal tabs are parcels)', async () => {
    renderProfile(fixtures.patients.kari.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kari Nordmann' })).toBeInTheDocument();
    expect(screen.getByText('Low mood · level 3')).toBeInTheDocument();
    expect(screen.getByText('No state')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Journal',
      'Journal logs',
      'Form answers',
      'Attached therapists',
      'Appointments',
    ]);
  });

  it('patient info (spec 001 §2): disorder, package, progression phase and main therapist; phase chosen here', async () => {
    renderProfile(fixtures.patients.kari.id);
    const block = await screen.findByRole('region', { name: 'Patient info' });
    await waitFor(() =>
      expect(within(block).getByRole('combobox', { name: 'Disorder' })).toHaveTextContent(
        'Generalised anxiety',
      ),
    );
    expect(within(block).getByRole('combobox', { name: 'Progression phase' })).toHaveTextContent('Phase 3');
    expect(await within(block).findByText('Anxiety programme')).toBeInTheDocument();
    expect(await within(block).findByText('Demo Therapist')).toBeInTheDocument();
    await userEvent.click(within(block).getByRole('combobox', { name: 'Progression phase' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phase 4' }));
    await waitFor(() =>
      expect(db.find('patient_profiles', (p) => p.user_id === fixtures.patients.kari.id)?.phase).toBe(4),
    );
    expect(success).toHaveBeenCalledWith('Patient info successfully updated!');
  });

  it('a malformed id names no patient: the not-found text, and the database is not asked', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    renderProfile('not-a-uuid');
    expect(await screen.findByText('There is no patient for you request')).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('not-a-uuid'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a failure to load says so with the id, as the spec writes it', async () => {
    server.use(http.get('*/rest/v1/users', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderProfile(fixtures.patients.kari.id);
    expect(
      await screen.findByText(
        `Error during get user data for client ${fixtures.patients.kari.id}`,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("links to the patient's invoices (mf-billing's page, filtered by the patient)", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/patients/:id" element={<PatientProfilePage />} />
        <Route path="/invoices" element={<InvoicesProbe />} />
      </Routes>,
      { route: `/patients/${fixtures.patients.kari.id}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Invoices' }));
    expect(await screen.findByText(`invoices of ${fixtures.patients.kari.id}`)).toBeInTheDocument();
  });

  it('patient info of a patient without disorder, package or main therapist says so', async () => {
    renderProfile(fixtures.patients.free1.id);
    const block = await screen.findByRole('region', { name: 'Patient info' });
    expect(within(block).getByRole('combobox', { name: 'Disorder' })).toHaveTextContent('No disorder chosen');
    expect(within(block).getByText('No package')).toBeInTheDocument();
    expect(within(block).getByText('No main therapist')).toBeInTheDocument();
  });

  it('form answers: summary of the first 3 answers, quiz score and fallbacks', async () => {
    renderProfile(fixtures.patients.kari.id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Form answers' }));
    expect(await screen.findByText('Intake form')).toBeInTheDocument();
    expect(screen.getByText('Score: 5')).toBeInTheDocument();
    expect(screen.getByText('diary.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Anything else?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intake form' });
    expect(within(dialog).getByText('Anything else?')).toBeInTheDocument();
    expect(within(dialog).getByText('No answer was given')).toBeInTheDocument();
  });

  it('attach: clinic therapists with a resolved password except the main one; the attached are named', async () => {
    renderProfile(fixtures.patients.ola.id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Attached therapists' }));
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent?.trim())).toEqual(['Lars Bakke']);
    await userEvent.click(boxes[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Attached therapists was updated'));
    expect(info).toHaveBeenCalledWith('Lars Bakke will be notified');
    expect(db.callsOf('attach_therapists')).toEqual([
      { p_patient_user_id: fixtures.patients.ola.id, p_therapist_user_ids: [fixtures.colleague.id] },
    ]);
  });

  it('unattach myself from a patient I am attached to', async () => {
    renderProfile(fixtures.patients.per.id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Attached therapists' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unattach myself' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('You unattached yourself successfully from Per Berg'),
    );
  });

  it("attach: a double click on Save writes once; the database's refusal is said by its reason", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => {});
    renderProfile(fixtures.patients.ola.id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Attached therapists' }));
    await userEvent.click((await screen.findAllByRole('checkbox'))[0]!);
    // both clicks land before React can re-render the button as busy
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Attached therapists was updated'));
    expect(db.callsOf('attach_therapists')).toHaveLength(1);
    // the patient is gone meanwhile: the refusal in the interface language, not the raw database text
    db.remove('patient_profiles', (p) => p.user_id === fixtures.patients.ola.id);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error,during attach therapist, patient not found'),
    );
    expect(attachRefusalKey('not_attached')).toBe('attached.refused.not_attached');
    expect(attachRefusalKey('anything_else')).toBe('attached.failed');
  });

  it('the Attached therapists tab is disabled without main and attached therapists', async () => {
    renderProfile(fixtures.patients.free1.id);
    expect(await screen.findByRole('tab', { name: 'Attached therapists' })).toBeDisabled();
  });

  it('appointments with their status', async () => {
    renderProfile(fixtures.patients.kari.id);
    await userEvent.click(await screen.findByRole('tab', { name: 'Appointments' }));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it('reassign: saved for after the session or assigned now', async () => {
    renderProfile(fixtures.patients.ola.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign therapist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select therapist' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Therapist' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lars Bakke' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('New therapist successfully assigned'));
  });

  it('package picker: remove the current package', async () => {
    renderProfile(fixtures.patients.kari.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Treatment package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove package' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Package successfully removed.'));
    expect(
      db.find('patient_profiles', (p) => p.user_id === fixtures.patients.kari.id)?.package_id,
    ).toBeNull();
  });

  it("'Add state': a level, then a state of that level, into the next slot", async () => {
    renderProfile(fixtures.patients.kari.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add state' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'level 1' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Evaluation state' }));
    // Sleep problems (level 1) is in a slot already: only Calm is offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Calm']);
    await userEvent.click(screen.getByRole('option', { name: 'Calm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Calm · level 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add state' })).not.toBeInTheDocument();
  });

  it('send page: Send only after a choice; the spec text', async () => {
    renderProfile(fixtures.patients.kari.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Send page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send page' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Page' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Welcome page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Page was successfully sent to the patient'));
    expect(
      db.find('patient_profiles', (p) => p.user_id === fixtures.patients.kari.id)?.selected_page_id,
    ).toBe(fixtures.pages.welcome);
  });

  it('chat: a message is stored and shown; a reply from the patient arrives live', async () => {
    renderProfile(fixtures.patients.kari.id);
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByText('No messages yet')).toBeInTheDocument();
    await userEvent.type(within(chat).getByLabelText('Message'), 'How are you today?{Enter}');
    expect(await within(chat).findByText('How are you today?')).toBeInTheDocument();
    expect(within(chat).getByLabelText('Message')).toHaveValue('');
    expect(db.table('messages')).toMatchObject([
      {
        patient_user_id: fixtures.patients.kari.id,
        sender_id: fixtures.therapist.id,
        text: 'How are you today?',
      },
    ]);
    db.insert('messages', {
      clinic_id: fixtures.clinic.id,
      patient_user_id: fixtures.patients.kari.id,
      sender_id: fixtures.patients.kari.id,
      text: 'Better, thanks',
      created_at: new Date(Date.now() + 1000).toISOString(),
    });
    act(() =>
      realtime.current.emit(
        `clinic:${fixtures.clinic.id}:patient:${fixtures.patients.kari.id}`,
        'messages',
        'INSERT',
      ),
    );
    expect(await within(chat).findByText('Better, thanks')).toBeInTheDocument();
  });
});
