import ky, { type KyInstance } from 'ky';
import { getSupabase, getSupabaseUrl } from 'supabase-client';

/**
 * The external calendar service of spec 000 §7.4, served by the `calendar-service` edge function.
 * Every call carries the user's bearer token; `appid` and `email` identify the application and account
 * as the spec's service expects (the function checks `email` against the token).
 */
export const CALENDAR_SERVICE_APP_ID = 'therapist';

export type CalendarAccessRole = 'owner' | 'writer' | 'reader' | 'freeBusyReader';

export interface ServiceCalendar {
  id: string;
  summary: string;
  accessRole: CalendarAccessRole;
  primary?: boolean;
}

export interface ServiceSession {
  isAuthenicated: boolean;
  accountId: string | null;
  provider: 'LOCAL' | 'GOOGLE';
  calendarId: string | null;
  isCalendarIntegrated: boolean;
}

export interface ServiceEventBody {
  start: { dateTime: string };
  end: { dateTime: string };
  summary: string;
  liveSessionType: string | null;
  custom_properties?: Record<string, unknown>;
}

export interface ServiceEvent extends ServiceEventBody {
  id: string;
  calendarId: string;
}

interface Envelope<T> {
  data: T;
}

/** Set by tests and by a deployment whose service lives elsewhere; otherwise the project's edge function. */
let baseUrlOverride: string | null = null;
export function setCalendarServiceUrl(url: string | null): void {
  baseUrlOverride = url;
}

function baseUrl(): string {
  return (baseUrlOverride ?? `${getSupabaseUrl()}/functions/v1/calendar-service`).replace(/\/+$/, '');
}

/** Error carrying the service's message (the spec's §8 texts) so the UI can show it. */
export class CalendarServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CalendarServiceError';
  }
}

async function client(): Promise<KyInstance> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  // Without a session the service answers 401 itself (QA mode's mock answers regardless).
  const headers: Record<string, string> = { appid: CALENDAR_SERVICE_APP_ID };
  if (session) {
    headers.authorization = `Bearer ${session.access_token}`;
    if (session.user.email) headers.email = session.user.email;
  }
  return ky.create({
    prefixUrl: baseUrl(),
    retry: 0,
    timeout: 30_000,
    headers,
    hooks: {
      beforeError: [
        async (error) => {
          const body = (await error.response
            .clone()
            .json()
            .catch(() => null)) as { message?: unknown } | null;
          const message = typeof body?.message === 'string' ? body.message : error.message;
          return Object.assign(error, { message, status: error.response.status });
        },
      ],
    },
  });
}

async function call<T>(run: (api: KyInstance) => Promise<Envelope<T>>): Promise<T> {
  const api = await client();
  try {
    return (await run(api)).data;
  } catch (error) {
    if (error instanceof Error && 'response' in error) {
      const status = (error as { response: Response }).response.status;
      throw new CalendarServiceError(error.message, status);
    }
    throw error;
  }
}

export function getAuthUrl(redirectUrl: string): Promise<{ authUrl: string }> {
  return call((api) => api.get('sessions/url', { headers: { redirecturl: redirectUrl } }).json());
}

export function authenticate(
  code: string,
  state: string | null,
  redirectUrl: string,
): Promise<ServiceSession> {
  return call((api) =>
    api
      .post('sessions/authenticate', { headers: { redirecturl: redirectUrl }, json: { code, state } })
      .json(),
  );
}

export function getServiceSession(): Promise<ServiceSession> {
  return call((api) => api.get('sessions/').json());
}

export function deleteServiceSession(): Promise<{ isAccountDeleted: boolean }> {
  return call((api) => api.delete('sessions/delete').json());
}

export function listCalendars(): Promise<{ items: ServiceCalendar[] }> {
  return call((api) => api.get('calendars').json());
}

export function createCalendar(accountId: string, name: string): Promise<ServiceCalendar> {
  return call((api) =>
    api.post(`accounts/${encodeURIComponent(accountId)}/cal/calendars`, { json: { name } }).json(),
  );
}

export function selectCalendar(calendarId: string): Promise<ServiceSession> {
  return call((api) => api.post('therapist/calendar', { json: { calendarId } }).json());
}

export function listEvents(
  calendarId: string,
  range: { timeMin: string; timeMax: string },
): Promise<{ items: ServiceEvent[] }> {
  return call((api) => api.get('events', { searchParams: { calendarId, ...range } }).json());
}
