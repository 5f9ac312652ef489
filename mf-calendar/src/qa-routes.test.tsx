import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, clinicInstant } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { CalendarRoutes } from './app';
import { calendarPages } from './routes';
import { browserWindow } from './common/use-calendar-integration';
import { setupCalendarTests } from './testing/setup-tests';
// The QA host's session (shared-ui's run-standalone); its browser-only MSW worker is not needed here.
jest.mock('msw/browser', () => ({ setupWorker: jest.fn() }));
// QA_SESSION is not exported from shared-ui's index: read from its file, so a change there fails this test.
import { QA_SESSION } from '../../shared-ui/src/qa/run-standalone';

/**
 * QA mode (`npm start -w mf-calendar`): every route the remote owns, rendered through the remote's own route
 * table against its mock database (as the QA host starts it) with the QA host's session user signed in, shows
 * that user's data, not an empty screen (issue 24).
 */
const NOW = new Date(clinicInstant('2026-11-18', '10:00'));
setupCalendarTests({ now: () => NOW });

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
  // After the test setup's own sign-in: exactly the QA host's session.
  sessionStore.set(QA_SESSION);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const render = (route: string) => renderWithProviders(<CalendarRoutes />, { route, showPath: true });

/** The calendar with the session user's week: events in the grid and the selected day's list. */
async function expectCalendarWithData() {
  const dayList = await screen.findByRole(
    'list',
    { name: 'Events of the selected day' },
    { timeout: 15_000 },
  );
  expect(within(dayList).getAllByRole('listitem').length).toBeGreaterThan(0);
  expect(within(dayList).getAllByText('Kari Nordmann').length).toBeGreaterThan(0);
  // 'My appointments' is filled after the grid's first paint (use-after-paint.ts).
  const mine = await screen.findByRole('list', { name: 'My appointments' }, { timeout: 5_000 });
  expect(within(mine).getAllByRole('listitem').length).toBeGreaterThan(0);
  expect(document.querySelectorAll('.fc-event').length).toBeGreaterThan(0);
}

describe('QA mode: every route mf-calendar owns shows mock data', () => {
  it('covers every page of routes.json (the redirects land on the calendar, tested below)', () => {
    expect(calendarPages.lines.filter((line) => line.page).map((line) => line.path)).toEqual([
      '/dashboard/calendar',
      '/working-hours',
      '/calendar-integration',
      '/service/google-calendar-auth',
    ]);
  });

  it('/dashboard (the calendar): the session user’s events', async () => {
    render('/dashboard');
    await expectCalendarWithData();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar');
  }, 25_000);

  it('/working-hours: the session user’s saved hours (Mon–Fri 08:00–16:00)', async () => {
    render('/working-hours');
    const slots = await screen.findByRole('group', { name: /Working hours on/ }, { timeout: 10_000 });
    const pressed = within(slots)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent);
    expect(pressed[0]).toBe('08:00–08:30');
    expect(pressed.length).toBeGreaterThan(0);
  });

  it('/calendar-integration: connecting lists the account’s calendars', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => {});
    render('/calendar-integration');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const back = new URL(assign.mock.calls[0]![0] as string);
    expect(back.pathname).toBe('/service/google-calendar-auth');
  });

  it('/service/google-calendar-auth: the provider’s return connects and lists the calendars', async () => {
    render('/service/google-calendar-auth?code=qa-code&state=qa-state');
    const group = await screen.findByRole('radiogroup', { name: 'Your calendars' }, { timeout: 10_000 });
    expect(within(group).getByRole('radio', { name: 'Work' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/calendar-integration');
  });
});
