import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ServiceCalendar } from '../common/calendar-service.resource';

/**
 * A stateful stand-in for the calendar-service edge function (spec 000 §7.4) in QA mode and unit tests.
 * Its provider "consents" at once: sessions/url sends the user straight to the app's callback page.
 */
export interface CalendarServiceMockState {
  isAuthenicated: boolean;
  isCalendarIntegrated: boolean;
  calendarId: string | null;
  calendars: ServiceCalendar[];
  /** Codes sessions/authenticate accepts; any other is refused with the spec's message. */
  validCodes: string[];
  /** Code that answers 'This Google Account already integrated'. */
  alreadyIntegratedCode: string;
  /** Counts GET sessions/ (the poll). */
  sessionReads: number;
  failDisconnect: boolean;
}

const ACCOUNT_ID = 'qa-account';

export function initialCalendarServiceState(): CalendarServiceMockState {
  return {
    isAuthenicated: false,
    isCalendarIntegrated: false,
    calendarId: null,
    calendars: [
      { id: 'cal-work', summary: 'Work', accessRole: 'owner', primary: true },
      { id: 'cal-team', summary: 'Team (Lars Bakke)', accessRole: 'reader' },
    ],
    validCodes: ['qa-code'],
    alreadyIntegratedCode: 'taken-code',
    sessionReads: 0,
    failDisconnect: false,
  };
}

/**
 * QA mode's start: the mock world's therapist is integrated (mocks/db.ts: is_calendar_integrated), so the
 * service agrees — connected to the provider, with the first calendar chosen. Unit tests start unconnected.
 */
export function integratedCalendarServiceState(): CalendarServiceMockState {
  const state = initialCalendarServiceState();
  return { ...state, isAuthenicated: true, isCalendarIntegrated: true, calendarId: state.calendars[0]!.id };
}

export const calendarServiceMock: { state: CalendarServiceMockState } = {
  state: initialCalendarServiceState(),
};

const base = '*/functions/v1/calendar-service';
/** A refusal in the functions' one shape (supabase/functions/_shared/http.ts). */
const fail = (status: number, hint: string, message: string) =>
  HttpResponse.json({ error: { hint, message } }, { status });

function publicSession() {
  const s = calendarServiceMock.state;
  return {
    isAuthenicated: s.isAuthenicated,
    provider: 'LOCAL',
    accountId: s.isAuthenicated ? ACCOUNT_ID : null,
    calendarId: s.calendarId,
    isCalendarIntegrated: s.isCalendarIntegrated,
  };
}

export const calendarServiceHandlers: RequestHandler[] = [
  http.get(`${base}/sessions/url`, ({ request }) => {
    const redirect = request.headers.get('redirecturl');
    if (!redirect)
      return fail(
        400,
        'invalid_input',
        'redirecturl must be the absolute URL of /service/google-calendar-auth',
      );
    return HttpResponse.json({ data: { authUrl: `${redirect}?code=qa-code&state=qa-state` } });
  }),
  http.post(`${base}/sessions/authenticate`, async ({ request }) => {
    const body = (await request.json()) as { code?: string };
    const s = calendarServiceMock.state;
    if (body.code === s.alreadyIntegratedCode)
      return fail(409, 'calendar_account_already_integrated', 'This Google Account already integrated');
    if (!body.code || !s.validCodes.includes(body.code)) {
      return fail(
        400,
        'calendar_not_integrated',
        'User google-calendar was not integrated, check your data and try again',
      );
    }
    s.isAuthenicated = true;
    return HttpResponse.json({ data: publicSession() });
  }),
  http.get(`${base}/sessions/`, () => {
    calendarServiceMock.state.sessionReads += 1;
    return HttpResponse.json({ data: publicSession() });
  }),
  http.delete(`${base}/sessions/delete`, () => {
    const s = calendarServiceMock.state;
    if (s.failDisconnect) return fail(500, 'calendar_not_deleted', 'Your calendar was not deleted');
    if (!s.isCalendarIntegrated && !s.isAuthenicated)
      return fail(409, 'calendar_not_deleted', 'Your calendar was not deleted');
    Object.assign(s, { isAuthenicated: false, isCalendarIntegrated: false, calendarId: null });
    return HttpResponse.json({ data: { isAccountDeleted: true } });
  }),
  http.get(`${base}/calendars`, () => {
    const s = calendarServiceMock.state;
    if (!s.isAuthenicated)
      return fail(401, 'calendar_auth_not_confirmed', 'User google-auth is not confirmed');
    return HttpResponse.json({ data: { items: s.calendars } });
  }),
  http.post(`${base}/accounts/:accountId/cal/calendars`, async ({ request, params }) => {
    const s = calendarServiceMock.state;
    if (!s.isAuthenicated)
      return fail(401, 'calendar_auth_not_confirmed', 'User google-auth is not confirmed');
    if (params.accountId !== ACCOUNT_ID) return fail(403, 'not_allowed', 'Wrong account ID was provided');
    const { name } = (await request.json()) as { name?: string };
    if (!name?.trim()) return fail(400, 'calendar_name_required', 'Please input calendar name!');
    const calendar: ServiceCalendar = {
      id: `cal-${s.calendars.length + 1}`,
      summary: name.trim(),
      accessRole: 'owner',
    };
    s.calendars = [...s.calendars, calendar];
    return HttpResponse.json({ data: calendar });
  }),
  http.post(`${base}/therapist/calendar`, async ({ request }) => {
    const s = calendarServiceMock.state;
    if (!s.isAuthenicated)
      return fail(401, 'calendar_auth_not_confirmed', 'User google-auth is not confirmed');
    const { calendarId } = (await request.json()) as { calendarId?: string };
    const calendar = s.calendars.find((c) => c.id === calendarId);
    if (!calendar || (calendar.accessRole !== 'owner' && calendar.accessRole !== 'writer')) {
      return fail(400, 'wrong_calendar_id', 'Wrong calendar ID was provided');
    }
    Object.assign(s, { isCalendarIntegrated: true, calendarId: calendar.id });
    return HttpResponse.json({ data: publicSession() });
  }),
];
