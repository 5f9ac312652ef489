// The calendar service's Google provider: the requests it builds, checked against a fake fetch. Google itself
// cannot be reached from here, so this is the whole of what is verified about that provider.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as google from '../functions/calendar-service/google.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeFetch(responses: Array<{ status?: number; body?: unknown }>) {
  const seen: Seen[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body === undefined ? undefined : String(init.body),
    });
    const next = responses.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    const status = next.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(next.body ?? {}), { status });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const cfg = (fetch: typeof globalThis.fetch): google.GoogleConfig => ({
  clientId: 'client-1.apps.example',
  clientSecret: 'secret-1',
  fetch,
  now: () => Date.parse('2026-11-22T10:00:00Z'),
});

describe('calendar-service google provider', () => {
  it('builds the consent URL: code flow, offline access, calendar scope, state and redirect', () => {
    const url = new URL(google.authUrl(cfg(fakeFetch([]).fetch), 'https://app.example/service/google-calendar-auth', 'st-1'));
    assert.equal(`${url.origin}${url.pathname}`, google.GOOGLE_AUTH_URL);
    const p = url.searchParams;
    assert.equal(p.get('client_id'), 'client-1.apps.example');
    assert.equal(p.get('redirect_uri'), 'https://app.example/service/google-calendar-auth');
    assert.equal(p.get('response_type'), 'code');
    assert.equal(p.get('access_type'), 'offline');
    assert.equal(p.get('state'), 'st-1');
    assert.deepEqual(p.get('scope')!.split(' '), ['openid', 'email', 'https://www.googleapis.com/auth/calendar']);
  });

  it('exchanges the code (form-encoded, with secret and redirect) and computes the expiry', async () => {
    const { fetch, seen } = fakeFetch([{ body: { access_token: 'at-1', refresh_token: 'rt-1', expires_in: 3599 } }]);
    const t = await google.exchangeCode(cfg(fetch), 'code-1', 'https://app.example/service/google-calendar-auth');
    assert.equal(seen[0]!.url, google.GOOGLE_TOKEN_URL);
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.headers['content-type'], 'application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen[0]!.body);
    assert.equal(form.get('grant_type'), 'authorization_code');
    assert.equal(form.get('code'), 'code-1');
    assert.equal(form.get('client_secret'), 'secret-1');
    assert.equal(form.get('redirect_uri'), 'https://app.example/service/google-calendar-auth');
    assert.deepEqual(t, { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: new Date('2026-11-22T10:59:59Z') });
  });

  it('refreshes tokens and surfaces Google errors with their status', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { access_token: 'at-2', expires_in: 60 } },
      { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } },
    ]);
    const t = await google.refreshTokens(cfg(fetch), 'rt-1');
    assert.equal(new URLSearchParams(seen[0]!.body).get('grant_type'), 'refresh_token');
    // Google answers a refresh without a refresh token: the account's own is kept.
    assert.equal(t.refreshToken, 'rt-1');
    await assert.rejects(google.refreshTokens(cfg(fetch), 'rt-1'), (e: unknown) => {
      assert.ok(e instanceof google.GoogleError);
      assert.equal(e.status, 400);
      assert.match(e.message, /expired or revoked/);
      return true;
    });
  });

  it('lists calendars across pages with the bearer token and maps accessRole', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { items: [{ id: 'a@group', summary: 'Work', accessRole: 'owner', primary: true }], nextPageToken: 'p2' } },
      { body: { items: [{ id: 'b@group', summary: 'Team', summaryOverride: 'Team (shared)', accessRole: 'reader' }] } },
    ]);
    const items = await new google.GoogleCalendar(cfg(fetch), 'at-1').listCalendars();
    assert.deepEqual(items, [
      { id: 'a@group', summary: 'Work', accessRole: 'owner', primary: true },
      { id: 'b@group', summary: 'Team (shared)', accessRole: 'reader', primary: false },
    ]);
    assert.equal(seen[0]!.headers.authorization, 'Bearer at-1');
    assert.equal(new URL(seen[1]!.url).searchParams.get('pageToken'), 'p2');
    assert.equal(new URL(seen[0]!.url).pathname, '/calendar/v3/users/me/calendarList');
  });

  it('creates a calendar and mirrors events with the app ids as private extended properties', async () => {
    const { fetch, seen } = fakeFetch([
      { body: { id: 'new@group', summary: 'Clinic' } },
      { body: { id: 'g-ev-1' } },
      { body: { id: 'g-ev-1' } },
      { status: 204 },
      { status: 410, body: { error: { message: 'Resource has been deleted' } } },
    ]);
    const api = new google.GoogleCalendar(cfg(fetch), 'at-1');
    assert.deepEqual(await api.createCalendar('Clinic'), { id: 'new@group', summary: 'Clinic', accessRole: 'owner' });
    assert.deepEqual(JSON.parse(seen[0]!.body!), { summary: 'Clinic', timeZone: 'Europe/Oslo' });

    const event = {
      start: { dateTime: '2026-11-23T09:00:00.000Z' },
      end: { dateTime: '2026-11-23T09:50:00.000Z' },
      summary: 'Individual therapy',
      liveSessionType: 'VIDEO',
      custom_properties: { calendarEventId: 'ev-1', appointmentId: 'ap-1', empty: null },
    };
    assert.equal(await api.insertEvent('work@group', event), 'g-ev-1');
    assert.equal(seen[1]!.method, 'POST');
    assert.equal(new URL(seen[1]!.url).pathname, '/calendar/v3/calendars/work%40group/events');
    assert.deepEqual(JSON.parse(seen[1]!.body!), {
      summary: 'Individual therapy',
      start: { dateTime: '2026-11-23T09:00:00.000Z' },
      end: { dateTime: '2026-11-23T09:50:00.000Z' },
      extendedProperties: { private: { calendarEventId: 'ev-1', appointmentId: 'ap-1', liveSessionType: 'VIDEO' } },
    });
    await api.patchEvent('work@group', 'g-ev-1', event);
    assert.equal(seen[2]!.method, 'PATCH');
    assert.equal(new URL(seen[2]!.url).pathname, '/calendar/v3/calendars/work%40group/events/g-ev-1');
    await api.deleteEvent('work@group', 'g-ev-1');
    assert.equal(seen[3]!.method, 'DELETE');
    // already deleted at Google: nothing to do
    await api.deleteEvent('work@group', 'g-ev-1');
  });

  it('lists events as service events (extended properties back to liveSessionType/custom_properties)', async () => {
    const { fetch, seen } = fakeFetch([
      {
        body: {
          items: [
            {
              id: 'g1',
              summary: 'Follow-up',
              start: { dateTime: '2026-11-23T10:00:00Z' },
              end: { dateTime: '2026-11-23T10:30:00Z' },
              extendedProperties: { private: { liveSessionType: 'PHONE', appointmentId: 'ap-2' } },
            },
          ],
        },
      },
    ]);
    const items = await new google.GoogleCalendar(cfg(fetch), 'at-1').listEvents('work@group', {
      timeMin: '2026-11-23T00:00:00Z',
      timeMax: '2026-11-30T00:00:00Z',
    });
    const p = new URL(seen[0]!.url).searchParams;
    assert.equal(p.get('singleEvents'), 'true');
    assert.equal(p.get('timeMin'), '2026-11-23T00:00:00Z');
    assert.deepEqual(items, [
      {
        id: 'g1',
        calendarId: 'work@group',
        start: { dateTime: '2026-11-23T10:00:00Z' },
        end: { dateTime: '2026-11-23T10:30:00Z' },
        summary: 'Follow-up',
        liveSessionType: 'PHONE',
        custom_properties: { appointmentId: 'ap-2' },
      },
    ]);
  });

  it('revokes a token; an already revoked one (400) is fine', async () => {
    const { fetch, seen } = fakeFetch([{ status: 200 }, { status: 400, body: { error: 'invalid_token' } }]);
    await google.revoke(cfg(fetch), 'rt-1');
    await google.revoke(cfg(fetch), 'rt-1');
    assert.equal(new URLSearchParams(seen[0]!.body).get('token'), 'rt-1');
  });
});
