import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toast, clinicInstant } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupCalendarTests } from '../testing/setup-tests';
import { CalendarPage } from './calendar-page';
import { prefsKey } from './calendar.rules';
import { appointmentRows } from '../mocks/db';
import { calendarServiceMock } from '../mocks/functions';

// Wednesday 18 November 2026, 10:00 in Oslo, whatever the machine's zone: the screen shows the clinic's clock
// (issue 24), so the texts below hold in a UTC browser too. Only Date is frozen, timers run normally.
const NOW = new Date(clinicInstant('2026-11-18', '10:00'));

const { server, db, fixtures } = setupCalendarTests({ now: () => NOW });
const me = fixtures.therapist.id;

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
      'queueMicrotask',
    ],
  });
});

afterEach(() => jest.useRealTimers());

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(route = '/dashboard/calendar') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/calendar" element={<CalendarPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Search />
    </>,
    { route, showPath: true },
  );
}

/**
 * The day list, once the page has drawn its first week. The first render builds the whole grid (and, on a machine
 * running several suites at once, took over findBy's 5 s): it is given up to 15 s, below the test's 20 s.
 */
async function dayList() {
  return within(await screen.findByRole('list', { name: 'Events of the selected day' }, { timeout: 15_000 }));
}

function itemOf(list: ReturnType<typeof within>, title: string): HTMLElement {
  return list.getByText(title).closest('li')!;
}

describe('CalendarPage', () => {
  it('shows the week with its events and the day list with the main actions and their rules', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const list = await dayList();
    expect(screen.getByRole('button', { name: 'Week', pressed: true })).toBeInTheDocument();

    // Startable (30 min ahead), too early (2 h ahead), draft, finished; canceled and pauses are hidden.
    expect(
      within(itemOf(list, 'Soon session')).getByRole('button', { name: 'Start appointment' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(
      within(itemOf(list, 'Later session')).getByRole('button', { name: 'Start appointment' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(itemOf(list, 'Draft session')).getByRole('button', { name: 'Start appointment' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(itemOf(list, 'Finished session')).getByText('Appointment finished')).toBeInTheDocument();
    expect(list.queryByText('Canceled session')).not.toBeInTheDocument();
    expect(list.queryByText('Pause')).not.toBeInTheDocument();
    expect(list.getAllByText('Kari Nordmann').length).toBeGreaterThan(0);
  });

  it('tells why starting is disabled, and does not start', async () => {
    renderPage();
    const list = await dayList();
    const later = within(itemOf(list, 'Later session')).getByRole('button', { name: 'Start appointment' });
    await userEvent.hover(later);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'An appointment may be started at the earliest 60 minutes before its start',
    );
    await userEvent.click(later);
    expect(db.callsOf('start_appointment')).toEqual([]);
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  });

  it('starts an appointment through start_appointment and goes to its live session', async () => {
    renderPage();
    const list = await dayList();
    await userEvent.click(
      within(itemOf(list, 'Soon session')).getByRole('button', { name: 'Start appointment' }),
    );
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/appointments\//));
    expect(screen.getByTestId('path')).toHaveTextContent(
      `/appointments/${db.callsOf('start_appointment')[0]!.p_appointment_id}`,
    );
  });

  it("says why start_appointment refused, in the calendar's words (by the refusal's hint)", async () => {
    const toastError = jest.spyOn(toast, 'error').mockImplementation(() => '');
    server.use(
      http.post('*/rest/v1/rpc/start_appointment', () =>
        HttpResponse.json(
          {
            code: 'PT409',
            message: 'The appointment can be started at the earliest 60 minutes before it begins',
            hint: 'too_early',
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    const list = await dayList();
    await userEvent.click(
      within(itemOf(list, 'Soon session')).getByRole('button', { name: 'Start appointment' }),
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'An appointment may be started at the earliest 60 minutes before its start',
      ),
    );
    expect(screen.getByTestId('path')).not.toHaveTextContent(/^\/appointments\//);
    toastError.mockRestore();
  });

  it('switches between month, week and day and remembers the view for the user', async () => {
    renderPage();
    await dayList();
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Month', pressed: true })).toBeInTheDocument(),
    );
    expect(JSON.parse(window.localStorage.getItem(prefsKey(me))!).view).toBe('dayGridMonth');
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Day', pressed: true })).toBeInTheDocument(),
    );
    expect(JSON.parse(window.localStorage.getItem(prefsKey(me))!).view).toBe('timeGridDay');
  });

  it("warns on a colleague's calendar, disables starting there and remembers the choice", async () => {
    renderPage();
    await dayList();
    expect(screen.queryByText("Be careful, it's not your calendar!")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Therapist' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lars Bakke' }));
    expect(await screen.findByText("Be careful, it's not your calendar!")).toBeInTheDocument();
    const list = await dayList();
    await waitFor(() => expect(list.getByText('Colleague session')).toBeInTheDocument());
    expect(
      within(itemOf(list, 'Colleague session')).getByRole('button', { name: 'Start appointment' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('My appointments')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(prefsKey(me))!).therapistUserId).toBe(
      fixtures.colleague.id,
    );
  });

  it('says so when the selected day has no events', async () => {
    renderPage();
    await dayList();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText('There are no any events for selected day')).toBeInTheDocument();
  });

  it('shows "No events to display" and a retry when the events cannot be loaded', async () => {
    server.use(
      http.get('*/rest/v1/calendar_events', () =>
        HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText('The calendar could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No events to display')).toBeInTheDocument();
  });

  it('sends a therapist without an integrated calendar to the calendar integration', async () => {
    db.update('users', (u) => u.id === me, { is_calendar_integrated: false });
    db.update('therapist_profiles', (p) => p.user_id === me, { calendar_id: null });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/calendar-integration'));
  });

  it('opens the create form from the query and removes the query when it closes', async () => {
    renderPage(
      `/dashboard/calendar?isCreateAppointmentFormOpen=true&freePatientId=${fixtures.patients.kari.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create appointment' });
    expect(screen.getByTestId('search')).toHaveTextContent('isCreateAppointmentFormOpen=true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });
});

describe('CalendarPage event modal', () => {
  it('shows subtitle, title, time and patient, links to the profile and opens the edit form', async () => {
    const { container } = renderPage();
    await dayList();
    const calendarEvent = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('.fc-event')].find((element) =>
        element.textContent?.includes('Later session'),
      );
      if (!found) throw new Error('event not rendered yet');
      return found;
    });
    expect(calendarEvent).toHaveClass('mf-event--in-office');
    await userEvent.click(calendarEvent);
    const dialog = within(await screen.findByRole('dialog', { name: 'Later session' }));
    expect(dialog.getByText('In office · Individual therapy')).toBeInTheDocument();
    expect(dialog.getByText('Kari Nordmann')).toBeInTheDocument();
    expect(dialog.getByText('18 Nov 2026, 12:00–12:50')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Start appointment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit appointment' })).toBeInTheDocument();
  });

  it('marks canceled events apart and sends Profile to the patient page', async () => {
    const { container } = renderPage();
    await dayList();
    const canceled = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('.fc-event')].find((element) =>
        element.textContent?.includes('Canceled session'),
      );
      if (!found) throw new Error('event not rendered yet');
      return found;
    });
    expect(canceled).toHaveClass('mf-event--canceled');
    await userEvent.click(canceled);
    const dialog = within(await screen.findByRole('dialog', { name: 'Canceled session' }));
    expect(dialog.getByText('Video · Individual therapy · Canceled')).toBeInTheDocument();
    // Nothing left to do with a canceled appointment but look at the patient (issue 24).
    expect(dialog.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Start appointment' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Profile' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/patients/${fixtures.patients.kari.id}`),
    );
  });
});

describe('CalendarPage: a day picked early', () => {
  it('a day of another week picked before the grid has mounted stays selected when it mounts', async () => {
    // Monday 23 November 2026, 10:00: next week
    const rows = appointmentRows(
      {
        id: '10000000-0000-4000-8000-0000000000f1',
        start_at: new Date(2026, 10, 23, 10, 0).toISOString(),
        title: 'Next week session',
        patient_user_id: fixtures.patients.kari.id,
      },
      { calendarId: fixtures.calendars.work.id },
    );
    db.insert('appointments', rows.appointment);
    for (const event of rows.events) db.insert('calendar_events', event);
    // the grid waits for the working-slot range
    let releaseSlots: () => void = () => undefined;
    const slotsGate = new Promise<void>((resolve) => (releaseSlots = resolve));
    server.use(
      http.get('*/rest/v1/weekly_working_hour_slots', async () => {
        await slotsGate;
        return undefined;
      }),
    );
    const { container } = renderPage();
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: '2026-11-23' } });
    expect(container.querySelector('.fc')).toBeNull();
    releaseSlots();
    await waitFor(() => expect(container.querySelector('.fc')).not.toBeNull());
    const list = await dayList();
    expect(await list.findByText('Next week session')).toBeInTheDocument();
    // DateField writes the day in the interface language (English in the tests) once the field is left.
    fireEvent.blur(screen.getByLabelText('Day'));
    expect(screen.getByLabelText('Day')).toHaveValue('23.11.2026');
  });
});

describe('CalendarPage for a returning therapist', () => {
  it('draws the remembered calendar before the calendar context has loaded', async () => {
    window.localStorage.setItem(
      prefsKey(me),
      JSON.stringify({ view: 'timeGridWeek', calendarId: fixtures.calendars.work.id, therapistUserId: null }),
    );
    let releaseContext: () => void = () => undefined;
    const contextGate = new Promise<void>((resolve) => (releaseContext = resolve));
    server.use(
      http.get('*/rest/v1/users', async () => {
        await contextGate;
        return undefined;
      }),
    );
    renderPage();
    const list = await dayList();
    expect(list.getByText('Soon session')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Calendar' })).not.toBeInTheDocument();
    releaseContext();
    expect(await screen.findByRole('combobox', { name: 'Calendar' })).toHaveTextContent(
      fixtures.calendars.work.name,
    );
  });
});

describe('CalendarPage below 1200 px', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('opens the events sidebar over the page from a button; the overlay closes it', async () => {
    renderPage();
    expect(screen.queryByRole('complementary', { name: 'Events' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Events' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Events' });
    const list = await within(sidebar).findByRole('list', { name: 'Events of the selected day' });
    expect(within(list).getByText('Soon session')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('events-sidebar-overlay'));
    expect(screen.queryByRole('complementary', { name: 'Events' })).not.toBeInTheDocument();
  });
});

describe('CalendarPage: what an event and the day list say (issues 24, 25)', () => {
  it("draws the patient's name and the appointment's state on the grid's events", async () => {
    const { container } = renderPage();
    await dayList();
    const later = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('.fc-timegrid-event')].find((element) =>
        element.textContent?.includes('Later session'),
      );
      if (!found) throw new Error('event not rendered yet');
      return found;
    });
    expect(later.querySelector('.mf-event-patient')).toHaveTextContent('Kari Nordmann');
    expect(later.querySelector('.mf-event-state')).toHaveTextContent('Not started');
    // Times on the clinic's clock: NOW is 10:00 in Oslo, 'Later session' two hours later.
    expect(later.querySelector('.fc-event-time')).toHaveTextContent('12:00 - 12:50');
    // A pause says only 'Pause' (its appointment, right above it, names the patient).
    const pauses = [...container.querySelectorAll<HTMLElement>('.fc-timegrid-event.mf-event--pause')];
    expect(pauses.length).toBeGreaterThan(0);
    for (const pause of pauses) {
      expect(pause.querySelector('.mf-event-patient')).toBeNull();
      expect(pause.querySelector('.mf-event-state')).toBeNull();
    }
  });

  it('leaves pauses out of month view', async () => {
    const { container } = renderPage();
    await dayList();
    expect(container.querySelectorAll('.mf-event--pause').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(container.querySelector('.fc-dayGridMonth-view')).not.toBeNull());
    await waitFor(() => expect(container.querySelectorAll('.fc-event').length).toBeGreaterThan(0));
    expect(container.querySelectorAll('.mf-event--pause')).toHaveLength(0);
  });

  it('explains the colours in a legend', async () => {
    renderPage();
    await dayList();
    const legend = within(screen.getByRole('list', { name: 'Colours of the events' }));
    for (const label of ['Video', 'Phone', 'In office', 'Canceled', 'Pause']) {
      expect(legend.getByText(label)).toBeInTheDocument();
    }
  });

  it("offers 'Add journal record' on a finished session of mine, leading to mf-journal's new record", async () => {
    renderPage();
    const list = await dayList();
    const finished = within(itemOf(list, 'Finished session'));
    // A link: it goes to mf-journal's page, it changes no data.
    await userEvent.click(await finished.findByRole('link', { name: 'Add journal record' }));
    const appointmentId = db.find('appointments', (a) => a.title === 'Finished session')!.id!;
    expect(screen.getByTestId('path')).toHaveTextContent(`/appointments/${appointmentId}/journal-record-new`);
    // Sessions still to come have no journal item.
    expect(within(itemOf(list, 'Later session')).queryByText('Add journal record')).not.toBeInTheDocument();
  });

  it("says 'Journal record was added' when the finished session has its record", async () => {
    const appointment = db.find('appointments', (a) => a.title === 'Finished session')!;
    db.insert('journal_records', {
      id: '30000000-0000-4000-8000-000000000001',
      clinic_id: fixtures.clinic.id,
      appointment_id: appointment.id,
      patient_user_id: fixtures.patients.kari.id,
    });
    renderPage();
    const list = await dayList();
    const finished = within(itemOf(list, 'Finished session'));
    expect(await finished.findByText('Journal record was added')).toBeInTheDocument();
    expect(finished.queryByRole('link', { name: 'Add journal record' })).not.toBeInTheDocument();
  });

  it('makes a blocked Start look disabled while it stays focusable and explains why', async () => {
    renderPage();
    const list = await dayList();
    const later = within(itemOf(list, 'Later session')).getByRole('button', { name: 'Start appointment' });
    expect(later).toHaveAttribute('aria-disabled', 'true');
    expect(later).not.toBeDisabled();
    // shared-ui's GuardedButton: the neutral disabled look of shared-ui's Button, not the primary fill.
    expect(later).toHaveStyle({ cursor: 'not-allowed' });
    const soon = within(itemOf(list, 'Soon session')).getByRole('button', { name: 'Start appointment' });
    expect(soon).not.toHaveStyle({ cursor: 'not-allowed' });
    act(() => later.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'An appointment may be started at the earliest 60 minutes before its start',
    );
  });
});

describe('CalendarPage: settings and integration modals (000 §2.4)', () => {
  it('changes the view from the settings modal and remembers it', async () => {
    const { container } = renderPage();
    await dayList();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendar settings' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Day' }));
    // The page behind the modal is hidden from the accessibility tree: the grid itself tells the view.
    await waitFor(() => expect(container.querySelector('.fc-timeGridDay-view')).not.toBeNull());
    expect(dialog.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem(prefsKey(me))!).view).toBe('timeGridDay');
    await userEvent.click(dialog.getByRole('button', { name: 'Working hours' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/working-hours'));
  });

  it("opens the integration modal from settings: the account's calendars to switch to, and Disconnect", async () => {
    calendarServiceMock.state = {
      ...calendarServiceMock.state,
      isAuthenicated: true,
      isCalendarIntegrated: true,
      calendarId: 'cal-work',
    };
    renderPage();
    await dayList();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Calendar settings' })).getByRole('button', {
        name: 'Calendar integration',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendar integration' }));
    expect(await dialog.findByRole('radio', { name: 'Work' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Use this calendar' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect calendar' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/calendar-integration'));
    expect(screen.getByTestId('search')).toHaveTextContent('action=disconnect');
  });

  it('asks to authorise first when the calendar service has no session', async () => {
    renderPage();
    await dayList();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Calendar settings' })).getByRole('button', {
        name: 'Calendar integration',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Calendar integration' }));
    expect(await dialog.findByRole('button', { name: /Connect/ })).toBeInTheDocument();
  });
});
