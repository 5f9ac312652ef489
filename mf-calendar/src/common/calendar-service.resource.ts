import { sessionStore } from 'shared-ui';
import { callFunction } from 'supabase-client';

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

interface Envelope<T> {
  data: T;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
}

async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  // callFunction sends the session's bearer token; without a session the service answers 401 itself.
  const email = sessionStore.get()?.email;
  const headers = { appid: CALENDAR_SERVICE_APP_ID, ...(email ? { email } : {}), ...options.headers };
  // A refusal is callFunction's ApiError with the service's own hint (calendar_not_integrated, wrong_calendar_id
  // …: `errors.<hint>` in this remote's i18n).
  return (await callFunction<Envelope<T>>(`calendar-service/${path}`, { ...options, headers })).data;
}

export function getAuthUrl(redirectUrl: string): Promise<{ authUrl: string }> {
  return call('sessions/url', { method: 'GET', headers: { redirecturl: redirectUrl } });
}

export function authenticate(
  code: string,
  state: string | null,
  redirectUrl: string,
): Promise<ServiceSession> {
  return call('sessions/authenticate', { headers: { redirecturl: redirectUrl }, body: { code, state } });
}

export function getServiceSession(): Promise<ServiceSession> {
  return call('sessions/', { method: 'GET' });
}

export function deleteServiceSession(): Promise<{ isAccountDeleted: boolean }> {
  return call('sessions/delete', { method: 'DELETE' });
}

export function listCalendars(): Promise<{ items: ServiceCalendar[] }> {
  return call('calendars', { method: 'GET' });
}

export function createCalendar(accountId: string, name: string): Promise<ServiceCalendar> {
  return call(`accounts/${encodeURIComponent(accountId)}/cal/calendars`, { body: { name } });
}

export function selectCalendar(calendarId: string): Promise<ServiceSession> {
  return call('therapist/calendar', { body: { calendarId } });
}
