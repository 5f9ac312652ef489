// The external calendar service of spec 000 §7.4, as an edge function:
//   GET    sessions/url                  (header redirecturl)        → data.authUrl
//   POST   sessions/authenticate         {code, state}               → data: the session
//   GET    sessions/                                                 → data.isAuthenicated (sic), accountId, …
//   DELETE sessions/delete                                           → data.isAccountDeleted
//   GET    calendars                                                 → data.items [{id, summary, accessRole}]
//   POST   accounts/{accountId}/cal/calendars {name}                 → data: the new calendar
//   POST   therapist/calendar            {calendarId}                → data: the session (calendar connected)
//   POST   events?calendarId=            {start, end, summary, liveSessionType, custom_properties}
//   PATCH  events/{id}?calendarId=       same body
//   DELETE events/{id}?calendarId=
//   GET    events?calendarId=&timeMin=&timeMax=                      → data.items
// plus the local provider's consent page: GET/POST authorize?state= (no bearer token: the state is the secret),
// and POST outbox/process (service role key only): pushes the booking changes the RPCs queued in
// private.calendar_sync_outbox to the provider (see README.md: who calls it, retries, idempotency).
//
// Every API call carries the user's bearer token, verified here with the auth server (config.toml sets
// verify_jwt = false only because the consent page is opened without one). Headers appid and email are
// checked when sent. Failures are {error: {hint, message}} (_shared/http.ts), the spec's §8 texts as messages.
//
// Providers, chosen by environment: `google` when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (or
// CALENDAR_PROVIDER=google), else `local`: calendars and events live in Postgres and the consent page below
// stands in for Google's. Booking events are always written by the booking RPCs; the service verifies them
// against those rows and records the provider's event id (calendar_events.external_id).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import * as google from './google.ts';
import { FunctionError, answerError, json, preflight } from '../_shared/http.ts';

type Provider = 'LOCAL' | 'GOOGLE';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MSG = {
  notConfirmed: 'User google-auth is not confirmed',
  notIntegrated: 'User google-calendar was not integrated, check your data and try again',
  notDeleted: 'Your calendar was not deleted',
  wrongCalendar: 'Wrong calendar ID was provided',
  needsCalendar: 'Creating a calendar event needs a calendar id',
  nameRequired: 'Please input calendar name!',
  wrongEvent: "Sorry, you can't delete or edit this event, it has wrong data",
};

/** The stable hint of each spec §8 refusal (what mf-calendar maps to its texts). */
const HINT_OF_MESSAGE: Record<string, string> = {
  [MSG.notConfirmed]: 'calendar_auth_not_confirmed',
  [MSG.notIntegrated]: 'calendar_not_integrated',
  [MSG.notDeleted]: 'calendar_not_deleted',
  [MSG.wrongCalendar]: 'wrong_calendar_id',
  [MSG.needsCalendar]: 'calendar_id_required',
  [MSG.nameRequired]: 'calendar_name_required',
  [MSG.wrongEvent]: 'wrong_event',
  // raised by the SQL of connect_calendar_account
  'This Google Account already integrated': 'calendar_account_already_integrated',
};
const HINT_OF_STATUS: Record<number, string> = {
  400: 'invalid_input',
  401: 'not_signed_in',
  403: 'not_allowed',
  404: 'not_found',
  409: 'conflict',
};

/** A refusal (the shared FunctionError): its hint is the message's own, else the database's, else the status's. */
class HttpError extends FunctionError {
  constructor(status: number, message: string, hint?: string | null) {
    super(status, HINT_OF_MESSAGE[message] ?? (hint || HINT_OF_STATUS[status] || 'request_failed'), message);
  }
}

const ok = (data: unknown) => json({ data });

const env = (k: string) => Deno.env.get(k) ?? '';
const provider: Provider =
  (env('CALENDAR_PROVIDER') || (env('GOOGLE_CLIENT_ID') && env('GOOGLE_CLIENT_SECRET') ? 'google' : 'local')) ===
  'google'
    ? 'GOOGLE'
    : 'LOCAL';
const googleCfg: google.GoogleConfig = {
  clientId: env('GOOGLE_CLIENT_ID'),
  clientSecret: env('GOOGLE_CLIENT_SECRET'),
  fetch: (input, init) => fetch(input, init),
};

function admin(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The function's public address (for the consent page link), e.g. https://<ref>.supabase.co/functions/v1/calendar-service. */
function publicBase(): string {
  return (env('CALENDAR_SERVICE_PUBLIC_URL') || `${env('SUPABASE_URL')}/functions/v1/calendar-service`).replace(/\/+$/, '');
}

async function sha256(s: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function randomToken(bytes = 32): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PostgREST/RPC error as the HTTP error the app shows (the SQL raises the spec's messages). */
function dbError(error: { code?: string; message: string; hint?: string | null }): HttpError {
  const status =
    error.code === '42501' ? (error.message === MSG.notConfirmed ? 401 : 403) : error.code === '23505' ? 409 : 400;
  return new HttpError(status, error.message, error.hint);
}

async function rpc<T>(db: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw dbError(error);
  return data as T;
}

/**
 * Where the consent may send the user back: the origins in CALENDAR_SERVICE_REDIRECT_ORIGINS (comma-separated,
 * exact) when set; otherwise only the app's own site, SITE_URL (default http://localhost:3000, the auth
 * site_url of config.toml), on its host name at any port — as the auth service treats its site_url, because
 * the app runs on changing local ports in development and e2e. Never any origin.
 */
function redirectOriginAllowed(url: URL): boolean {
  const allowed = env('CALENDAR_SERVICE_REDIRECT_ORIGINS')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (allowed.length) return allowed.includes(url.origin);
  let site: URL;
  try {
    site = new URL(env('SITE_URL') || 'http://localhost:3000');
  } catch {
    return false;
  }
  return url.protocol === site.protocol && url.hostname === site.hostname;
}

/** The app's callback must be an http(s) URL of its /service/google-calendar-auth page (no open redirect). */
function checkRedirect(raw: string | null): string {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw new HttpError(400, 'redirecturl must be the absolute URL of /service/google-calendar-auth');
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/service/google-calendar-auth')) {
    throw new HttpError(400, 'redirecturl must be the absolute URL of /service/google-calendar-auth');
  }
  if (!redirectOriginAllowed(url)) throw new HttpError(400, 'redirecturl origin is not allowed');
  url.search = '';
  url.hash = '';
  return url.toString();
}

interface Session {
  is_authenticated: boolean;
  provider: Provider;
  account_id: string | null;
  account_email: string | null;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: string | null;
  calendar_id: string | null;
  calendar_provider: Provider | null;
  calendar_external_id: string | null;
  is_calendar_integrated: boolean;
}

async function session(db: SupabaseClient, userId: string): Promise<Session> {
  const rows = await rpc<Session[]>(db, 'calendar_service_session', { p_user_id: userId });
  if (!rows[0]) throw new HttpError(403, 'Sorry, you are not authorized to access this app');
  return rows[0];
}

/** What the app may see of a session (never the tokens). */
function publicSession(s: Session) {
  return {
    isAuthenicated: s.is_authenticated,
    provider: s.provider,
    accountId: s.is_authenticated ? s.account_id : null,
    calendarId: s.calendar_id,
    isCalendarIntegrated: s.is_calendar_integrated,
  };
}

/** A Google API client for the account of userId, refreshing its access token when due. */
async function googleFor(db: SupabaseClient, userId: string): Promise<google.GoogleCalendar> {
  const s = await session(db, userId);
  if (s.provider !== 'GOOGLE' || !s.access_token) throw new HttpError(401, MSG.notConfirmed);
  let token = s.access_token;
  if (s.token_expires_at && Date.parse(s.token_expires_at) < Date.now() + 60_000) {
    if (!s.refresh_token) throw new HttpError(401, MSG.notConfirmed);
    const t = await google.refreshTokens(googleCfg, s.refresh_token);
    await rpc(db, 'calendar_service_update_token', {
      p_user_id: userId,
      p_access_token: t.accessToken,
      p_token_expires_at: t.expiresAt.toISOString(),
    });
    token = t.accessToken;
  }
  return new google.GoogleCalendar(googleCfg, token);
}

// ---------------------------------------------------------------------------------------------------
// The local provider's consent page
// ---------------------------------------------------------------------------------------------------

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px}
h1{font-size:1.3rem;margin-top:0}.actions{display:flex;gap:12px;margin-top:24px}
button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #2d5bd3;cursor:pointer}
button[value=approve]{background:#2d5bd3;color:#fff}button[value=deny]{background:#fff;color:#2d5bd3}
button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    },
  });
}

async function consentPage(url: URL): Promise<Response> {
  const db = admin();
  const state = url.searchParams.get('state');
  if (!state) return page(400, 'Calendar authorisation', '<h1>Calendar authorisation</h1><p>This link is incomplete.</p>');
  const { data, error } = await db.rpc('calendar_service_request', { p_state: state });
  const r = (data as { email: string; first_name: string | null; last_name: string | null; redirect_url: string; status: string }[] | null)?.[0];
  if (error || !r) return page(404, 'Calendar authorisation', '<h1>Calendar authorisation</h1><p>This authorisation link is not valid.</p>');
  if (r.status !== 'PENDING') {
    return page(410, 'Calendar authorisation', '<h1>Calendar authorisation</h1><p>This authorisation link has expired or was already used. Start again from the app.</p>');
  }
  const who = esc([r.first_name, r.last_name].filter(Boolean).join(' ') || r.email);
  return page(
    200,
    'Allow access to your calendar',
    `<h1>Allow access to your calendar</h1>
<p>The therapist workspace asks to read and write the calendar of <strong>${who}</strong> (${esc(r.email)}) in the clinic's calendar service.</p>
<form method="post" action="${esc(publicBase())}/authorize">
<input type="hidden" name="state" value="${esc(state)}">
<div class="actions"><button type="submit" name="decision" value="approve">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
  );
}

async function consentDecision(req: Request): Promise<Response> {
  const form = await req.formData();
  const state = String(form.get('state') ?? '');
  const decision = String(form.get('decision') ?? '');
  const db = admin();
  const { data } = await db.rpc('calendar_service_request', { p_state: state });
  const r = (data as { redirect_url: string; status: string; provider: string }[] | null)?.[0];
  if (!r || r.provider !== 'LOCAL' || r.status !== 'PENDING') {
    return page(410, 'Calendar authorisation', '<h1>Calendar authorisation</h1><p>This authorisation link has expired or was already used. Start again from the app.</p>');
  }
  const back = new URL(r.redirect_url);
  back.searchParams.set('state', state);
  if (decision === 'approve') {
    const code = randomToken();
    const { error } = await db.rpc('calendar_service_approve', { p_state: state, p_code_hash: await sha256(code) });
    if (error) return page(410, 'Calendar authorisation', `<h1>Calendar authorisation</h1><p>${esc(error.message)}</p>`);
    back.searchParams.set('code', code);
  } else {
    back.searchParams.set('error', 'access_denied');
  }
  return new Response(null, { status: 303, headers: { location: back.toString(), 'cache-control': 'no-store' } });
}

// ---------------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------------

interface Caller {
  id: string;
  email: string;
  clinicId: string | null;
  token: string;
}

async function caller(req: Request): Promise<Caller> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  if (!token) throw new HttpError(401, 'Missing bearer token');
  const { data, error } = await admin().auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Invalid or expired session');
  const email = (data.user.email ?? '').toLowerCase();
  const claimed = req.headers.get('email');
  if (claimed && claimed.trim().toLowerCase() !== email) throw new HttpError(403, 'The email header does not match the signed-in user');
  return { id: data.user.id, email, clinicId: (data.user.app_metadata?.clinic_id as string) ?? null, token };
}

/** The caller's own PostgREST client: reads go through row-level security. */
function asUser(c: Caller): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${c.token}` } },
  });
}

async function body(req: Request): Promise<Record<string, unknown>> {
  try {
    const b = await req.json();
    if (b && typeof b === 'object' && !Array.isArray(b)) return b as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new HttpError(400, 'The body must be a JSON object');
}

interface EventRow {
  id: string;
  calendar_id: string;
  appointment_id: string | null;
  type: string;
  start_at: string;
  end_at: string;
  summary: string | null;
  live_session_type: string | null;
  appointment_status: string | null;
  external_id: string | null;
  custom_properties: Record<string, unknown>;
  calendar_provider: Provider;
  calendar_external_id: string | null;
  owner_user_id: string;
}

function eventBody(b: Record<string, unknown>): google.ServiceEvent {
  const start = (b.start as { dateTime?: unknown } | undefined)?.dateTime;
  const end = (b.end as { dateTime?: unknown } | undefined)?.dateTime;
  if (typeof start !== 'string' || Number.isNaN(Date.parse(start))) {
    throw new HttpError(400, 'Error in the time field (RPicker component)');
  }
  if (typeof end !== 'string' || Number.isNaN(Date.parse(end))) throw new HttpError(400, 'end.dateTime is required');
  const props = b.custom_properties;
  return {
    start: { dateTime: start },
    end: { dateTime: end },
    summary: typeof b.summary === 'string' ? b.summary : '',
    liveSessionType: typeof b.liveSessionType === 'string' ? b.liveSessionType : null,
    custom_properties: props && typeof props === 'object' && !Array.isArray(props) ? (props as Record<string, unknown>) : {},
  };
}

function asServiceEvent(row: EventRow, id: string) {
  return {
    id,
    calendarId: row.calendar_id,
    start: { dateTime: new Date(row.start_at).toISOString() },
    end: { dateTime: new Date(row.end_at).toISOString() },
    summary: row.summary ?? '',
    liveSessionType: row.live_session_type,
    custom_properties: { ...row.custom_properties, calendarEventId: row.id, appointmentId: row.appointment_id, type: row.type },
  };
}

async function findEvent(db: SupabaseClient, c: Caller, calendarId: string | null, eventId: string | null, externalId: string | null) {
  if (!calendarId) throw new HttpError(400, MSG.needsCalendar);
  if (!UUID.test(calendarId)) throw new HttpError(400, MSG.wrongCalendar);
  if (eventId !== null && !UUID.test(eventId)) throw new HttpError(400, MSG.wrongEvent);
  const rows = await rpc<EventRow[]>(db, 'calendar_service_event', {
    p_user_id: c.id,
    p_calendar_id: calendarId,
    p_event_id: eventId,
    p_external_id: externalId,
  });
  return rows[0]!;
}

/** The pushed event must be the booking the database holds (times are compared as instants). */
function verifySame(row: EventRow, ev: google.ServiceEvent) {
  if (Date.parse(ev.start.dateTime) !== Date.parse(row.start_at) || Date.parse(ev.end.dateTime) !== Date.parse(row.end_at)) {
    throw new HttpError(409, 'The event does not match the booking; reload and try again');
  }
  if (row.appointment_status === 'CANCELED') throw new HttpError(409, 'The appointment is canceled');
}

/**
 * Creates or updates the row's event at the provider and returns the provider's id. Idempotent: the local
 * provider keys its events by the calendar event's id; Google is given that id too (a UUID's hex digits are
 * valid Google event ids), so a second insert is refused as a duplicate and becomes an update.
 */
async function pushEvent(db: SupabaseClient, row: EventRow, ev: google.ServiceEvent): Promise<string> {
  const full: google.ServiceEvent = {
    ...ev,
    custom_properties: { ...ev.custom_properties, calendarEventId: row.id, appointmentId: row.appointment_id, type: row.type },
  };
  if (row.calendar_provider !== 'GOOGLE') return rpc<string>(db, 'local_calendar_provider_push', { p_event_id: row.id });
  const api = await googleFor(db, row.owner_user_id);
  if (row.external_id) {
    try {
      return await api.patchEvent(row.calendar_external_id!, row.external_id, full);
    } catch (error) {
      if (!(error instanceof google.GoogleError && (error.status === 404 || error.status === 410))) throw error;
    }
  }
  const id = row.id.replace(/-/g, '');
  try {
    return await api.insertEvent(row.calendar_external_id!, full, id);
  } catch (error) {
    if (!(error instanceof google.GoogleError && error.status === 409)) throw error;
    return api.patchEvent(row.calendar_external_id!, id, full);
  }
}

/** Removes the row's event from the provider (already gone counts as removed). */
async function removeEvent(db: SupabaseClient, row: EventRow, external: string): Promise<void> {
  if (row.calendar_provider === 'GOOGLE') {
    await (await googleFor(db, row.owner_user_id)).deleteEvent(row.calendar_external_id!, external);
  } else {
    await rpc(db, 'local_calendar_provider_remove', { p_external_id: external });
  }
}

// ---------------------------------------------------------------------------------------------------
// The outbox: booking changes queued by the RPCs' transactions, pushed here whoever closed which tab
// ---------------------------------------------------------------------------------------------------

/** One queued change: the appointment's events as they are now go to the provider (or leave it, if canceled). */
async function syncAppointment(db: SupabaseClient, appointmentId: string): Promise<void> {
  const rows = await rpc<EventRow[]>(db, 'calendar_sync_events', { p_appointment_id: appointmentId });
  for (const row of rows) {
    // only a therapist whose calendar is connected syncs (spec 000 §6); a lost authorisation is retried later
    const owner = await session(db, row.owner_user_id);
    if (!owner.is_authenticated) throw new HttpError(401, MSG.notConfirmed);
    if (row.appointment_status === 'CANCELED') {
      if (row.external_id) {
        await removeEvent(db, row, row.external_id);
        await rpc(db, 'calendar_sync_set_external_id', { p_event_id: row.id, p_external_id: null });
      }
      continue;
    }
    const event = asServiceEvent(row, row.external_id ?? row.id);
    const external = await pushEvent(db, row, { ...event, custom_properties: { ...event.custom_properties, appointmentStatus: row.appointment_status } });
    if (external !== row.external_id) {
      await rpc(db, 'calendar_sync_set_external_id', { p_event_id: row.id, p_external_id: external });
    }
  }
}

/** Processes due outbox rows in batches (at most ~10 s per call); each row is done, or failed and retried later. */
async function processOutbox(req: Request): Promise<Response> {
  const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
  if (!token || token !== env('SUPABASE_SERVICE_ROLE_KEY')) throw new HttpError(401, 'The service role key is required');
  const db = admin();
  const until = Date.now() + 10_000;
  let processed = 0;
  let failed = 0;
  while (Date.now() < until) {
    const jobs = await rpc<{ id: number; appointment_id: string }[]>(db, 'calendar_sync_claim', { p_limit: 20 });
    if (jobs.length === 0) break;
    for (const job of jobs) {
      try {
        await syncAppointment(db, job.appointment_id);
        await rpc(db, 'calendar_sync_done', { p_id: job.id });
        processed += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`calendar-service: outbox row ${job.id} failed: ${message}`);
        await rpc(db, 'calendar_sync_failed', { p_id: job.id, p_error: message });
      }
    }
  }
  return ok({ processed, failed, remaining: await rpc<number>(db, 'calendar_sync_due', {}) });
}

async function api(req: Request, route: string, url: URL): Promise<Response> {
  const c = await caller(req);
  const db = admin();
  const m = req.method;

  if (m === 'GET' && route === 'sessions/url') {
    const redirect = checkRedirect(req.headers.get('redirecturl'));
    const state = randomToken();
    await rpc(db, 'calendar_service_begin', { p_user_id: c.id, p_provider: provider, p_state: state, p_redirect_url: redirect });
    const authUrl =
      provider === 'GOOGLE'
        ? google.authUrl(googleCfg, redirect, state)
        : `${publicBase()}/authorize?state=${encodeURIComponent(state)}`;
    return ok({ authUrl });
  }

  if (m === 'POST' && route === 'sessions/authenticate') {
    const b = await body(req);
    const code = typeof b.code === 'string' ? b.code : '';
    const state = typeof b.state === 'string' ? b.state : '';
    if (!code || !state) throw new HttpError(400, MSG.notIntegrated);
    const claimed = await rpc<{ provider: Provider; redirect_url: string }[]>(db, 'calendar_service_claim', {
      p_user_id: c.id,
      p_state: state,
      p_code_hash: await sha256(code),
    });
    const r = claimed[0]!;
    if (r.provider === 'GOOGLE') {
      let tokens: google.GoogleTokens;
      let who: { sub: string; email: string | null };
      try {
        tokens = await google.exchangeCode(googleCfg, code, r.redirect_url);
        who = await google.userInfo(googleCfg, tokens.accessToken);
      } catch (error) {
        console.error(`calendar-service: google authorisation failed: ${(error as Error).message}`);
        throw new HttpError(400, MSG.notIntegrated);
      }
      await rpc(db, 'calendar_service_save_account', {
        p_user_id: c.id,
        p_provider: 'GOOGLE',
        p_account_id: who.sub,
        p_account_email: who.email,
        p_access_token: tokens.accessToken,
        p_refresh_token: tokens.refreshToken,
        p_token_expires_at: tokens.expiresAt.toISOString(),
      });
    } else {
      await rpc(db, 'calendar_service_save_account', {
        p_user_id: c.id,
        p_provider: 'LOCAL',
        p_account_id: c.id,
        p_account_email: c.email,
      });
    }
    return ok(publicSession(await session(db, c.id)));
  }

  if (m === 'GET' && (route === 'sessions' || route === 'sessions/')) {
    return ok(publicSession(await session(db, c.id)));
  }

  if (m === 'DELETE' && route === 'sessions/delete') {
    const s = await session(db, c.id);
    if (s.provider === 'GOOGLE' && (s.refresh_token || s.access_token)) {
      try {
        await google.revoke(googleCfg, (s.refresh_token ?? s.access_token)!);
      } catch (error) {
        // the account is forgotten here either way; Google lets the user revoke it there too
        console.error(`calendar-service: token revocation failed: ${(error as Error).message}`);
      }
    }
    const { data, error } = await db.rpc('calendar_service_disconnect', { p_user_id: c.id });
    if (error) {
      console.error(`calendar-service: disconnect failed: ${error.message}`);
      throw new HttpError(error.code === '42501' ? 403 : 500, MSG.notDeleted);
    }
    if (!data) throw new HttpError(409, MSG.notDeleted);
    return ok({ isAccountDeleted: true });
  }

  if (m === 'GET' && route === 'calendars') {
    const s = await session(db, c.id);
    if (!s.is_authenticated) throw new HttpError(401, MSG.notConfirmed);
    if (s.provider === 'GOOGLE') return ok({ items: await (await googleFor(db, c.id)).listCalendars() });
    // Local: the user's own calendars (with their stored access) and, read-only, the clinic's other
    // therapists' calendars the user can see anyway.
    const user = asUser(c);
    const { data, error } = await user
      .from('calendars')
      .select('id, name, access_role, therapist_user_id')
      .eq('provider', 'LOCAL')
      .order('created_at');
    if (error) throw dbError(error);
    const others = [...new Set((data ?? []).map((x) => x.therapist_user_id).filter((id) => id !== c.id))];
    const names = new Map<string, string>();
    if (others.length) {
      const { data: people } = await user.from('users').select('id, first_name, last_name').in('id', others);
      for (const p of people ?? []) names.set(p.id, [p.first_name, p.last_name].filter(Boolean).join(' '));
    }
    const items = (data ?? []).map((x) =>
      x.therapist_user_id === c.id
        ? { id: x.id, summary: x.name, accessRole: x.access_role }
        : { id: x.id, summary: names.get(x.therapist_user_id) ? `${x.name} (${names.get(x.therapist_user_id)})` : x.name, accessRole: 'reader' },
    );
    items.sort((a, b) => Number(b.accessRole === 'owner' || b.accessRole === 'writer') - Number(a.accessRole === 'owner' || a.accessRole === 'writer'));
    return ok({ items });
  }

  const create = /^accounts\/([^/]+)\/cal\/calendars$/.exec(route);
  if (m === 'POST' && create) {
    const s = await session(db, c.id);
    if (!s.is_authenticated) throw new HttpError(401, MSG.notConfirmed);
    if (decodeURIComponent(create[1]!) !== s.account_id) throw new HttpError(403, 'Wrong account ID was provided');
    const b = await body(req);
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (!name) throw new HttpError(400, MSG.nameRequired);
    if (s.provider === 'GOOGLE') return ok(await (await googleFor(db, c.id)).createCalendar(name));
    const cal = await rpc<{ id: string; name: string; access_role: string }>(db, 'calendar_service_create_calendar', {
      p_user_id: c.id,
      p_name: name,
    });
    return ok({ id: cal.id, summary: cal.name, accessRole: cal.access_role });
  }

  if (m === 'POST' && route === 'therapist/calendar') {
    const s = await session(db, c.id);
    if (!s.is_authenticated) throw new HttpError(401, MSG.notConfirmed);
    const b = await body(req);
    const id = typeof b.calendarId === 'string' ? b.calendarId : '';
    if (!id) throw new HttpError(400, MSG.wrongCalendar);
    if (s.provider === 'GOOGLE') {
      let entry: google.CalendarListItem;
      try {
        entry = await (await googleFor(db, c.id)).getCalendar(id);
      } catch (error) {
        if (error instanceof google.GoogleError && error.status === 404) throw new HttpError(400, MSG.wrongCalendar);
        throw error;
      }
      await rpc(db, 'calendar_service_connect', {
        p_user_id: c.id,
        p_provider: 'GOOGLE',
        p_external_id: entry.id,
        p_name: entry.summary,
        p_access_role: entry.accessRole,
      });
    } else {
      if (!UUID.test(id)) throw new HttpError(400, MSG.wrongCalendar);
      await rpc(db, 'calendar_service_connect', { p_user_id: c.id, p_provider: 'LOCAL', p_calendar_id: id });
    }
    return ok(publicSession(await session(db, c.id)));
  }

  const calendarId = url.searchParams.get('calendarId');
  if (m === 'POST' && route === 'events') {
    const ev = eventBody(await body(req));
    const eventId = typeof ev.custom_properties?.calendarEventId === 'string' ? ev.custom_properties.calendarEventId : null;
    if (!eventId) throw new HttpError(400, MSG.wrongEvent);
    const row = await findEvent(db, c, calendarId, eventId, null);
    verifySame(row, ev);
    const external = await pushEvent(db, row, ev);
    if (external !== row.external_id) {
      await rpc(db, 'calendar_service_set_external_id', { p_user_id: c.id, p_event_id: row.id, p_external_id: external });
    }
    return ok(asServiceEvent(row, external));
  }

  const one = /^events\/([^/]+)$/.exec(route);
  if (m === 'PATCH' && one) {
    const ev = eventBody(await body(req));
    const eventId = typeof ev.custom_properties?.calendarEventId === 'string' ? ev.custom_properties.calendarEventId : null;
    const row = await findEvent(db, c, calendarId, eventId, eventId ? null : decodeURIComponent(one[1]!));
    if (row.external_id !== decodeURIComponent(one[1]!)) throw new HttpError(400, MSG.wrongEvent);
    verifySame(row, ev);
    const external = await pushEvent(db, row, ev);
    if (external !== row.external_id) {
      await rpc(db, 'calendar_service_set_external_id', { p_user_id: c.id, p_event_id: row.id, p_external_id: external });
    }
    return ok(asServiceEvent(row, external));
  }

  if (m === 'DELETE' && one) {
    const external = decodeURIComponent(one[1]!);
    const row = await findEvent(db, c, calendarId, null, external);
    if (row.appointment_status !== 'CANCELED') {
      throw new HttpError(409, 'Only a canceled appointment is removed from the calendar');
    }
    await removeEvent(db, row, external);
    await rpc(db, 'calendar_service_set_external_id', { p_user_id: c.id, p_event_id: row.id, p_external_id: null });
    return ok({ id: external });
  }

  if (m === 'GET' && route === 'events') {
    if (!calendarId) throw new HttpError(400, MSG.needsCalendar);
    if (!UUID.test(calendarId)) throw new HttpError(400, MSG.wrongCalendar);
    const timeMin = url.searchParams.get('timeMin');
    const timeMax = url.searchParams.get('timeMax');
    if (!timeMin || !timeMax || Number.isNaN(Date.parse(timeMin)) || Number.isNaN(Date.parse(timeMax))) {
      throw new HttpError(400, 'timeMin and timeMax (ISO date-times) are required');
    }
    const user = asUser(c);
    const { data: cal } = await user.from('calendars').select('id, provider, external_id, therapist_user_id').eq('id', calendarId).maybeSingle();
    if (!cal) throw new HttpError(400, MSG.wrongCalendar);
    if (cal.provider === 'GOOGLE') {
      const items = await (await googleFor(db, cal.therapist_user_id)).listEvents(cal.external_id!, { timeMin, timeMax });
      return ok({ items: items.map((e) => ({ ...e, calendarId })) });
    }
    const { data, error } = await user
      .from('calendar_events')
      .select('id, calendar_id, appointment_id, type, start_at, end_at, summary, live_session_type, appointment_status, external_id, custom_properties')
      .eq('calendar_id', calendarId)
      .gte('end_at', new Date(timeMin).toISOString())
      .lt('start_at', new Date(timeMax).toISOString())
      .order('start_at')
      .limit(2500);
    if (error) throw dbError(error);
    return ok({
      items: (data ?? []).map((row) => ({ ...asServiceEvent(row as EventRow, row.external_id ?? row.id), appointmentStatus: row.appointment_status })),
    });
  }

  throw new HttpError(404, 'Not found');
}

Deno.serve(async (req: Request) => {
  if (req.method === 'OPTIONS') return preflight();
  const url = new URL(req.url);
  // served at …/calendar-service/<route> (locally and on hosted Supabase)
  const route = url.pathname.replace(/^.*?\/calendar-service\/?/, '').replace(/\/{2,}/g, '/');
  try {
    if (route === 'authorize' && req.method === 'GET') return await consentPage(url);
    if (route === 'authorize' && req.method === 'POST') return await consentDecision(req);
    if (route === 'outbox/process' && req.method === 'POST') return await processOutbox(req);
    const appId = req.headers.get('appid');
    if (appId !== null && appId !== 'therapist') throw new HttpError(400, 'Unknown appid');
    return await api(req, route, url);
  } catch (error) {
    // Google's own text stays in the log (answerError): the client gets the hint.
    if (error instanceof google.GoogleError) {
      return answerError('calendar-service', error, {
        status: 502,
        hint: 'provider_unavailable',
        message: 'The calendar provider refused the request, try again later',
      });
    }
    return answerError('calendar-service', error);
  }
});
