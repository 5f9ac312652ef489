import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupCalendarTests } from '../testing/setup-tests';
import { WorkingHoursPage } from './working-hours-page';
import { WorkingHoursModalGate } from './working-hours-modal-gate';
import { osloLocal } from '../common/working-hours.rules';

const { server, db, fixtures } = setupCalendarTests();
/** save_working_hours' arguments as the database received them. */
interface SaveArgs {
  p_live_session_types: string[];
  p_slots: string[];
  p_week_status: Record<string, boolean>;
  p_is_same_for_all_types: boolean;
}
const saves = () => db.callsOf('save_working_hours') as unknown as SaveArgs[];
const workingHoursRow = () =>
  db.find('weekly_working_hours', (r) => r.therapist_user_id === fixtures.therapist.id);

/** How many times the working-hours row was read. */
let reads = 0;
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/rest/v1/weekly_working_hours')) reads += 1;
});
beforeEach(() => {
  reads = 0;
});
/** Current hours, edited per type (the page opens on the Video tab). */
function perType() {
  db.update('weekly_working_hours', () => true, { is_same_working_hours_for_live_session_types: false });
}

function renderPage() {
  return renderWithProviders(
    <>
      <WorkingHoursPage />
      <Toaster />
    </>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
const slot = (label: string) => screen.getByRole('button', { name: label });
const tab = (name: string) => screen.getByRole('tab', { name });

async function walkToSunday() {
  for (let i = 0; i < 6; i++) await userEvent.click(button('Next')!);
}

describe('WorkingHoursPage: the week timeline', () => {
  beforeEach(perType);

  it('shows Next but not Previous or Save on the first step', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday' })).toBeInTheDocument();
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    expect(button('Next')).toBeInTheDocument();
    expect(button('Previous')).not.toBeInTheDocument();
    expect(button('Save')).not.toBeInTheDocument();
  });

  it('shows Previous above step 0, hides Next on the last step and shows Save once all 7 are finished', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeInTheDocument();
    expect(button('Previous')).toBeInTheDocument();
    expect(button('Save')).not.toBeInTheDocument();
    for (let i = 0; i < 5; i++) await userEvent.click(button('Next')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Sunday' })).toBeInTheDocument();
    expect(button('Next')).not.toBeInTheDocument();
    expect(button('Save')).toBeInTheDocument();
    await userEvent.click(button('Previous')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday' })).toBeInTheDocument();
    expect(button('Save')).toBeInTheDocument();
  });

  it('does not show Save when the last step is reached by skipping days', async () => {
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Week days' });
    await userEvent.click(within(timeline).getByRole('button', { name: /Sunday/ }));
    expect(within(timeline).getByRole('button', { name: /Sunday/ })).toHaveAttribute('aria-current', 'step');
    expect(within(timeline).getByRole('button', { name: /Wednesday.*not finished/ })).toBeInTheDocument();
    expect(button('Next')).not.toBeInTheDocument();
    expect(button('Previous')).toBeInTheDocument();
    expect(button('Save')).not.toBeInTheDocument();
  });
});

describe('WorkingHoursPage: switches', () => {
  beforeEach(perType);

  it('turns a day off and on; on again starts at 08:00–16:00', async () => {
    renderPage();
    const working = await screen.findByRole('switch', { name: 'Working day' });
    expect(working).toHaveAttribute('aria-checked', 'true');
    expect(slot('08:00–08:30')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('07:00–07:30')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(working);
    expect(slot('08:00–08:30')).toHaveAttribute('aria-pressed', 'false');
    expect(slot('08:00–08:30')).toBeDisabled();
    await walkToSunday();
    await userEvent.click(screen.getByRole('switch', { name: 'Working day' }));
    expect(slot('08:00–08:30')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('15:30–16:00')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('16:00–16:30')).toHaveAttribute('aria-pressed', 'false');
  });

  it('full time selects 07:00–23:00 and locks the grid', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Full time' }));
    const grid = screen.getByRole('group', { name: 'Working hours on Monday' });
    const slots = within(grid).getAllByRole('button');
    expect(slots).toHaveLength(32);
    expect(slots.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(slots.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('the same-for-all switch moves to the all-types tab and back to video', async () => {
    renderPage();
    const same = await screen.findByRole('switch', { name: 'Same working hours for all session types' });
    expect(same).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(same);
    expect(tab('For all types')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(same);
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('For all types'));
    expect(same).toHaveAttribute('aria-checked', 'true');
  });
});

describe('WorkingHoursPage: saving', () => {
  it('saves Saturday for video only and says so with the per-type wording', async () => {
    perType();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Monday' });
    for (let i = 0; i < 5; i++) await userEvent.click(button('Next')!);
    await userEvent.click(screen.getByRole('switch', { name: 'Working day' }));
    await userEvent.click(slot('08:00–08:30'));
    await userEvent.click(button('Next')!);
    await userEvent.click(button('Save')!);
    expect(
      await screen.findByText('Working hours for video successfully changed', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    const saved = saves()[0]!;
    expect(saved.p_live_session_types).toEqual(['VIDEO']);
    expect(saved.p_is_same_for_all_types).toBe(false);
    const saturdays = Object.keys(saved.p_week_status).filter((d) => new Date(d).getUTCDay() === 6);
    expect(saturdays.every((d) => saved.p_week_status[d])).toBe(true);
    const saturdaySlots = saved.p_slots.filter((s) => saturdays.includes(osloLocal(s).date));
    expect(saturdaySlots).toHaveLength(8 * 15);
    expect(saturdaySlots.map((s) => osloLocal(s).time)).not.toContain('08:00');
  });

  it('uses the all-types text verbatim on the all-types tab', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'For all types' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await walkToSunday();
    await userEvent.click(button('Save')!);
    expect(
      await screen.findByText('Working hours for all session types successfully changed', {
        selector: 'div',
      }),
    ).toBeInTheDocument();
    expect(saves()[0]!.p_live_session_types).toEqual(['VIDEO', 'PHONE', 'IN_OFFICE']);
  });

  it('keeps the typed grid when the save fails', async () => {
    perType();
    server.use(
      http.post('*/rest/v1/rpc/save_working_hours', () =>
        HttpResponse.json(
          { code: '22023', message: 'Error during saving working hours', hint: 'slot_outside_window' },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '07:00–07:30' }));
    await walkToSunday();
    await userEvent.click(button('Save')!);
    expect(
      await screen.findByText('Error during saving working hours', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Week days' })).getByRole('button', { name: /Monday/ }),
    );
    expect(slot('07:00–07:30')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Save')).toBeInTheDocument();
  });
});

describe('WorkingHoursModalGate (spec 000 §4)', () => {
  function renderGate(route = '/dashboard/calendar') {
    return renderWithProviders(
      <>
        <WorkingHoursModalGate />
        <Routes>
          <Route path="*" element={<p>page</p>} />
        </Routes>
        <Toaster />
      </>,
      { route },
    );
  }

  /** The gate has read the working hours and rendered what they say. */
  async function settled() {
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 50)));
  }

  function stale() {
    db.update('weekly_working_hours', () => true, { last_date_of_week: '2020-01-05' });
  }

  it('does not open for a therapist with current hours', async () => {
    renderGate();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with stale hours, 70vw by 680 px, and closes after saving', async () => {
    stale();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Set your working hours' });
    expect(dialog).toHaveStyle({ width: 'min(70vw, calc(100vw - 32px))' });
    expect(dialog).toHaveStyle({ height: 'min(680px, calc(100vh - 32px))' });
    // the editor is fetched when the modal opens
    await within(dialog).findByRole('button', { name: 'Next' });
    await walkToSunday();
    const success = jest.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Working hours for all session types successfully changed');
    expect(workingHoursRow()!.last_date_of_week).not.toBe('2020-01-05');
    success.mockRestore();
  });

  it('opens when there are no working hours, or a type lacks slots', async () => {
    db.remove('weekly_working_hours', () => true);
    db.remove('weekly_working_hour_slots', () => true);
    const first = renderGate();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    first.unmount();
    db.reset();
    db.remove('weekly_working_hour_slots', (x) => x.live_session_type === 'PHONE');
    renderGate();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open on /working-hours, nor before the password and the agreement are settled', async () => {
    stale();
    renderGate('/working-hours');
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open while the data agreement is not agreed', async () => {
    stale();
    db.update('users', (u) => u.id === fixtures.therapist.id, { is_data_processing_agreement_agreed: false });
    renderGate();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Esc closes it for this visit', async () => {
    stale();
    renderGate();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
