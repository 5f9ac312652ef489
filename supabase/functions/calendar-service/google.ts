// The Google provider of the calendar service: OAuth 2.0 (authorisation code, offline access; the OAuth calls
// are ../_shared/google-oauth.ts, shared with google-slides) and the Google Calendar API v3, over plain fetch.
// No Deno or npm import here, so node:test can exercise the request building with a fake fetch (supabase/tests/calendar-service-google.test.ts). It has never been run against
// Google from this repository's CI: the machine cannot reach it.

import { consentUrl, googleCheck, GoogleError, type GoogleConfig } from '../_shared/google-oauth.ts';

export {
  exchangeCode,
  GOOGLE_AUTH_URL,
  GOOGLE_TOKEN_URL,
  GoogleError,
  refreshTokens,
  revoke,
  userInfo,
  type GoogleConfig,
  type GoogleTokens,
} from '../_shared/google-oauth.ts';

export const GOOGLE_CALENDAR_API = 'https://www.googleapis.com/calendar/v3';
export const GOOGLE_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar'];

export interface CalendarListItem {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary?: boolean;
}

/** The service's event shape (spec 000 §7.4 body). */
export interface ServiceEvent {
  start: { dateTime: string };
  end: { dateTime: string };
  summary: string;
  liveSessionType: string | null;
  custom_properties?: Record<string, unknown>;
}

/** The consent URL for the calendar: read and write the account's calendars. */
export function authUrl(cfg: GoogleConfig, redirectUrl: string, state: string): string {
  return consentUrl(cfg, redirectUrl, state, GOOGLE_SCOPES);
}

/** The app's event as a Google event; the app's ids ride along as private extended properties. */
export function toGoogleEvent(event: ServiceEvent): Record<string, unknown> {
  const props: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.custom_properties ?? {})) {
    if (v !== null && v !== undefined) props[k] = String(v);
  }
  if (event.liveSessionType) props.liveSessionType = event.liveSessionType;
  return {
    summary: event.summary,
    start: { dateTime: event.start.dateTime },
    end: { dateTime: event.end.dateTime },
    extendedProperties: { private: props },
  };
}

interface GoogleEventItem {
  id: string;
  summary?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  extendedProperties?: { private?: Record<string, string> };
}

export function fromGoogleEvent(item: GoogleEventItem, calendarId: string) {
  const props: Record<string, string> = item.extendedProperties?.private ?? {};
  const { liveSessionType, ...custom } = props;
  return {
    id: String(item.id),
    calendarId,
    start: { dateTime: item.start?.dateTime ?? item.start?.date ?? null },
    end: { dateTime: item.end?.dateTime ?? item.end?.date ?? null },
    summary: item.summary ?? '',
    liveSessionType: liveSessionType ?? null,
    custom_properties: custom,
  };
}

export class GoogleCalendar {
  constructor(
    private readonly cfg: GoogleConfig,
    private readonly accessToken: string,
  ) {}

  private async call(method: string, path: string, what: string, body?: unknown, query?: Record<string, string>) {
    const url = new URL(`${GOOGLE_CALENDAR_API}${path}`);
    if (query) url.search = new URLSearchParams(query).toString();
    const res = await this.cfg.fetch(url.toString(), {
      method,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await googleCheck(res, what);
    return res.status === 204 ? null : res.json();
  }

  async listCalendars(): Promise<CalendarListItem[]> {
    const items: CalendarListItem[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.call('GET', '/users/me/calendarList', 'calendar list', undefined, {
        maxResults: '250',
        ...(pageToken ? { pageToken } : {}),
      });
      for (const c of page.items ?? []) {
        items.push({ id: c.id, summary: c.summaryOverride ?? c.summary, accessRole: c.accessRole, primary: !!c.primary });
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return items;
  }

  async getCalendar(id: string): Promise<CalendarListItem> {
    const c = await this.call('GET', `/users/me/calendarList/${encodeURIComponent(id)}`, 'calendar');
    return { id: c.id, summary: c.summaryOverride ?? c.summary, accessRole: c.accessRole, primary: !!c.primary };
  }

  async createCalendar(name: string, timeZone = 'Europe/Oslo'): Promise<CalendarListItem> {
    const c = await this.call('POST', '/calendars', 'calendar creation', { summary: name, timeZone });
    return { id: c.id, summary: c.summary, accessRole: 'owner' };
  }

  /** `id` (optional): the event's id, chosen by the caller so a repeated insert is refused (409) instead of doubled. */
  async insertEvent(calendarId: string, event: ServiceEvent, id?: string): Promise<string> {
    const body = id ? { ...toGoogleEvent(event), id } : toGoogleEvent(event);
    const e = await this.call('POST', `/calendars/${encodeURIComponent(calendarId)}/events`, 'event creation', body);
    return String(e.id);
  }

  async patchEvent(calendarId: string, eventId: string, event: ServiceEvent): Promise<string> {
    const e = await this.call(
      'PATCH',
      `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`,
      'event update',
      toGoogleEvent(event),
    );
    return String(e.id);
  }

  async deleteEvent(calendarId: string, eventId: string): Promise<void> {
    try {
      await this.call('DELETE', `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`, 'event removal');
    } catch (error) {
      // already gone there: the goal is reached
      if (error instanceof GoogleError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }

  async listEvents(calendarId: string, range: { timeMin: string; timeMax: string }) {
    const out: ReturnType<typeof fromGoogleEvent>[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.call('GET', `/calendars/${encodeURIComponent(calendarId)}/events`, 'event list', undefined, {
        timeMin: range.timeMin,
        timeMax: range.timeMax,
        singleEvents: 'true',
        orderBy: 'startTime',
        maxResults: '2500',
        ...(pageToken ? { pageToken } : {}),
      });
      for (const item of page.items ?? []) out.push(fromGoogleEvent(item, calendarId));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return out;
  }
}
