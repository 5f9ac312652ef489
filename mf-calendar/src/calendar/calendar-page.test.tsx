import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { setupCalendarTests } from '../testing/setup-tests';
import { CalendarPage } from './calendar-page';
import { prefsKey } from './calendar-rules';
import { appointmentRows } from '../mocks/db';

// Wednesday 18 November 2026, 10:00 in the test's time zone; only Date is frozen, timers run normally.
const NOW = new Date(2026, 10, 18, 10, 0);

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

async function dayList() {
  return within(await screen.findByRole('list', { name: 'Events of the selected day' }));
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
    expect(
      await screen.findByText('An appointment may be started at the earliest 60 minutes before its start', {
        selector: 'li',
      }),
    ).toBeInTheDocument();
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
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-23');
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
