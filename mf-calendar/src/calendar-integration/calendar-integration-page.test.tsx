import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { i18n, sessionStore, toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { CalendarIntegrationPage } from './calendar-integration-page';
import { CalendarAuthCallbackPage } from './calendar-auth-callback-page';
import { calendarServiceMock } from '../mocks/functions';
import { setupCalendarTests } from '../testing/setup-tests';
import { browserWindow, CALENDAR_POLL_MS } from '../common/use-calendar-integration';

const { server } = setupCalendarTests();

let success: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toast, 'success').mockImplementation(() => {});
  error = jest.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/calendar-integration" element={<CalendarIntegrationPage />} />
      <Route path="/service/google-calendar-auth" element={<CalendarAuthCallbackPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, showPath: true },
  );
}

describe('/calendar-integration', () => {
  it('polls the connection every 2 s after authorisation starts in a popup, then lists the calendars', async () => {
    expect(CALENDAR_POLL_MS).toBe(2000);
    const popup = { closed: false, close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderAt('/calendar-integration');

    await userEvent.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    expect(open).toHaveBeenCalledWith('', 'calendar-authorisation', expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.href).toMatch(/\/service\/google-calendar-auth\?code=qa-code/));
    expect(screen.getByText(/Waiting for you to allow access/)).toHaveAttribute('role', 'status');

    const readsAtStart = calendarServiceMock.state.sessionReads;
    // not yet authorised: the page keeps asking
    await waitFor(() => expect(calendarServiceMock.state.sessionReads).toBeGreaterThan(readsAtStart), {
      timeout: CALENDAR_POLL_MS + 1500,
    });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    calendarServiceMock.state.isAuthenicated = true;
    expect(
      await screen.findByRole('radiogroup', {}, { timeout: CALENDAR_POLL_MS + 1500 }),
    ).toBeInTheDocument();
    const reads = calendarServiceMock.state.sessionReads;
    await act(() => new Promise((resolve) => setTimeout(resolve, CALENDAR_POLL_MS + 300)));
    // authorised: polling stopped
    expect(calendarServiceMock.state.sessionReads).toBe(reads);
  }, 15_000);

  it('continues in the same tab when the popup is blocked', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => {});
    renderAt('/calendar-integration');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringContaining('code=qa-code')));
  });

  it('offers only writable calendars; others are disabled with the reason', async () => {
    calendarServiceMock.state.isAuthenicated = true;
    renderAt('/calendar-integration');
    const group = await screen.findByRole('radiogroup', { name: 'Your calendars' });
    const work = within(group).getByRole('radio', { name: 'Work' });
    const team = within(group).getByRole('radio', { name: /Team \(Lars Bakke\)/ });
    expect(work).toBeEnabled();
    expect(work).toBeChecked();
    expect(team).toBeDisabled();
    // the reason is the tooltip on the focusable row, and its accessible description
    const row = team.closest('label')!;
    expect(row).toHaveAccessibleDescription('User has not write access');
    await userEvent.hover(row);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('User has not write access');
  });

  it("chooses a calendar: toast, the shell's profile reloaded, back to the calendar", async () => {
    calendarServiceMock.state.isAuthenicated = true;
    const announced = jest.spyOn(sessionStore, 'reloadProfile').mockResolvedValue(undefined);
    renderAt('/calendar-integration');
    await screen.findByRole('radiogroup');
    await userEvent.click(screen.getByRole('button', { name: 'Use this calendar' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar'));
    expect(success).toHaveBeenCalledWith('Your calendar was added');
    expect(announced).toHaveBeenCalled();
    expect(calendarServiceMock.state.calendarId).toBe('cal-work');
    announced.mockRestore();
  });

  it('asks to choose when no calendar can be written, and sends nothing', async () => {
    calendarServiceMock.state.isAuthenicated = true;
    calendarServiceMock.state.calendars = calendarServiceMock.state.calendars.filter(
      (calendar) => calendar.accessRole !== 'owner' && calendar.accessRole !== 'writer',
    );
    renderAt('/calendar-integration');
    await screen.findByRole('radiogroup');
    await userEvent.click(screen.getByRole('button', { name: 'Use this calendar' }));
    expect(await screen.findByText('Please choose a calendar')).toBeInTheDocument();
    expect(calendarServiceMock.state.calendarId).toBeFalsy();
    expect(screen.getByTestId('path')).toHaveTextContent('/calendar-integration');
  });

  it('shows the service refusal and stays when choosing fails', async () => {
    calendarServiceMock.state.isAuthenicated = true;
    server.use(
      http.post('*/functions/v1/calendar-service/therapist/calendar', () =>
        HttpResponse.json(
          { error: { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' } },
          { status: 400 },
        ),
      ),
    );
    renderAt('/calendar-integration');
    await screen.findByRole('radiogroup');
    await userEvent.click(screen.getByRole('button', { name: 'Use this calendar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Wrong calendar ID was provided'));
    expect(screen.getByTestId('path')).toHaveTextContent('/calendar-integration');
  });

  it("shows a service refusal in the user's language (the service's English text is its hint)", async () => {
    calendarServiceMock.state.isAuthenicated = true;
    server.use(
      http.post('*/functions/v1/calendar-service/therapist/calendar', () =>
        HttpResponse.json(
          { error: { hint: 'wrong_calendar_id', message: 'Wrong calendar ID was provided' } },
          { status: 400 },
        ),
      ),
    );
    await act(() => i18n.changeLanguage('no'));
    try {
      renderAt('/calendar-integration');
      await screen.findByRole('radiogroup');
      await userEvent.click(screen.getByRole('button', { name: 'Bruk denne kalenderen' }));
      await waitFor(() => expect(error).toHaveBeenCalledWith('Feil kalender-ID ble oppgitt'));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('creates a calendar: the name is required, then the new one is selected', async () => {
    calendarServiceMock.state.isAuthenicated = true;
    calendarServiceMock.state.calendars = [];
    renderAt('/calendar-integration');
    expect(await screen.findByText('There are no calendars yet. Create one below.')).toBeInTheDocument();
    const name = screen.getByLabelText('Calendar name');
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create calendar' }));
    expect(await screen.findByText('Please input calendar name!')).toBeInTheDocument();
    expect(calendarServiceMock.state.calendars).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, 'Clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Create calendar' }));
    expect(await screen.findByRole('radio', { name: 'Clinic' })).toBeChecked();
    expect(name).toHaveValue('');
    // chosen, not yet connected: the page says what is left to do
    expect(
      screen.getByText('Calendar “Clinic” was created and chosen. Press “Use this calendar” to connect it.'),
    ).toHaveAttribute('role', 'status');
  });

  it('goes to the calendar when a calendar is already integrated', async () => {
    Object.assign(calendarServiceMock.state, {
      isAuthenicated: true,
      isCalendarIntegrated: true,
      calendarId: 'cal-work',
    });
    renderAt('/calendar-integration');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar'));
  });

  it('?action=disconnect asks first, then disconnects and offers to connect again', async () => {
    const reloaded = jest.spyOn(sessionStore, 'reloadProfile').mockResolvedValue(undefined);
    Object.assign(calendarServiceMock.state, {
      isAuthenicated: true,
      isCalendarIntegrated: true,
      calendarId: 'cal-work',
    });
    renderAt('/calendar-integration?action=disconnect');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect calendar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Your calendar was disconnected from the system.'),
    );
    expect(await screen.findByRole('button', { name: 'Connect calendar' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/calendar-integration$/);
    expect(calendarServiceMock.state.isCalendarIntegrated).toBe(false);
    // the shell's user menu stops offering 'Disconnect calendar'
    expect(reloaded).toHaveBeenCalled();
    reloaded.mockRestore();
  });

  it('a failed disconnect keeps the calendar and says so; cancel returns to the calendar', async () => {
    Object.assign(calendarServiceMock.state, {
      isAuthenicated: true,
      isCalendarIntegrated: true,
      calendarId: 'cal-work',
      failDisconnect: true,
    });
    renderAt('/calendar-integration?action=disconnect');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect calendar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your calendar was not deleted'));
    expect(calendarServiceMock.state.isCalendarIntegrated).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/calendar'));
  });

  it('shows an error with a retry when the service cannot be reached', async () => {
    server.use(http.get('*/functions/v1/calendar-service/sessions/', () => HttpResponse.error()));
    renderAt('/calendar-integration');
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar service could not be reached');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/service/google-calendar-auth', () => {
  it('exchanges the code and returns to the integration page (same tab)', async () => {
    renderAt('/service/google-calendar-auth?code=qa-code&state=qa-state');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/calendar-integration$/));
    expect(calendarServiceMock.state.isAuthenicated).toBe(true);
  });

  it('closes the authorisation popup once the code is exchanged', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    Object.defineProperty(window, 'opener', { configurable: true, value: {} });
    window.name = 'calendar-authorisation';
    try {
      renderAt('/service/google-calendar-auth?code=qa-code&state=qa-state');
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(screen.getByText(/Your calendar account is connected/)).toHaveAttribute('role', 'status');
    } finally {
      window.name = '';
      Object.defineProperty(window, 'opener', { configurable: true, value: null });
    }
  });

  it("shows 'This Google Account already integrated' and closes it after 3 s", async () => {
    renderAt('/service/google-calendar-auth?code=taken-code&state=qa-state');
    const dialog = await screen.findByRole('dialog', { name: 'This Google Account already integrated' });
    expect(dialog).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/calendar-integration$/), {
      timeout: 1500,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the refusal for a wrong code, and the denial without calling the service', async () => {
    const { unmount } = renderAt('/service/google-calendar-auth?code=nope&state=qa-state');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User google-calendar was not integrated, check your data and try again',
    );
    expect(screen.getByRole('link', { name: 'Back to calendar integration' })).toBeInTheDocument();
    unmount();
    renderAt('/service/google-calendar-auth?error=access_denied&state=qa-state');
    expect(screen.getByText('Access to the calendar was not allowed.')).toBeInTheDocument();
    expect(calendarServiceMock.state.isAuthenicated).toBe(false);
  });
});
