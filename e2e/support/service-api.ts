import { addDays, addMinutes, format, startOfISOWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { DEMO_PASSWORD, type RunningApp } from './app';

export const CLINIC_TIME_ZONE = 'Europe/Oslo';
/** Demo Clinic Oslo of the seed. */
export const OSLO_CLINIC_ID = '0d1c0000-0000-4000-8000-000000000001';

/** Monday 00:00 of the current ISO week in the clinic's time zone. */
export const osloMonday = (): TZDate => startOfISOWeek(new TZDate(Date.now(), CLINIC_TIME_ZONE));

/** Oslo wall-clock time on a day, as an instant (computed here independently of the app). */
export const osloAt = (day: Date, hours: number, minutes = 0): Date =>
  new Date(
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, CLINIC_TIME_ZONE).getTime(),
  );

export const ymd = (day: Date): string => format(day, 'yyyy-MM-dd');

export interface ServiceRest {
  get<T>(pathAndQuery: string): Promise<T>;
  post<T = unknown>(pathAndQuery: string, body: unknown): Promise<T>;
  patch<T = unknown>(pathAndQuery: string, body: unknown): Promise<T>;
}

/**
 * The stack's REST API with the service role key: it bypasses row-level security, so tests use it only to
 * arrange data and to check what the app wrote, never in place of the app. `app` is read at call time (tests
 * start it in beforeAll).
 */
export function serviceRest(app: () => RunningApp): ServiceRest {
  async function call<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
    const { apiUrl, serviceRoleKey } = app().stack;
    const response = await fetch(`${apiUrl}/rest/v1/${pathAndQuery}`, {
      method,
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${pathAndQuery}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    get: (pathAndQuery) => call('GET', pathAndQuery),
    post: (pathAndQuery, body) => call('POST', pathAndQuery, body),
    patch: (pathAndQuery, body) => call('PATCH', pathAndQuery, body),
  };
}

export async function userIdOf(db: ServiceRest, email: string): Promise<string> {
  const [row] = await db.get<Array<{ id: string }>>(`users?select=id&email=eq.${encodeURIComponent(email)}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export interface NewTherapist {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Working hours saved in an earlier week (the working-hours modal's stale branch) instead of this week. */
  staleWorkingHours?: boolean;
}

/**
 * A therapist as an administrator would create one: temporary password resolved, agreements agreed, a
 * therapist profile, no calendar, and working hours for all three live session types over the 8 weeks
 * (one 30-minute slot a day), saved this week unless `staleWorkingHours`.
 */
export async function createTherapist(
  app: RunningApp,
  db: ServiceRest,
  therapist: NewTherapist,
): Promise<string> {
  const created = await fetch(`${app.stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: app.stack.serviceRoleKey,
      Authorization: `Bearer ${app.stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: therapist.email,
      password: therapist.password,
      email_confirm: true,
      app_metadata: { role: 'THERAPIST', clinic_id: OSLO_CLINIC_ID },
    }),
  });
  if (!created.ok) throw new Error(`create user: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const [profile] = await db.post<Array<{ id: string }>>('therapist_profiles', {
    clinic_id: OSLO_CLINIC_ID,
    user_id: id,
  });
  const monday = osloMonday();
  const days = Array.from({ length: 56 }, (_, i) => addDays(monday, i));
  const types = ['VIDEO', 'PHONE', 'IN_OFFICE'] as const;
  const [hours] = await db.post<Array<{ id: string }>>('weekly_working_hours', {
    clinic_id: OSLO_CLINIC_ID,
    therapist_profile_id: profile!.id,
    therapist_user_id: id,
    last_date_of_week: ymd(addDays(monday, therapist.staleWorkingHours ? -1 : 6)),
    full_time: { VIDEO: false, PHONE: false, IN_OFFICE: false },
    week_status: Object.fromEntries(
      types.map((t) => [t, Object.fromEntries(days.map((d) => [ymd(d), true]))]),
    ),
    is_same_working_hours_for_live_session_types: true,
  });
  await db.post(
    'weekly_working_hour_slots',
    days.flatMap((day) =>
      types.map((type) => ({
        clinic_id: OSLO_CLINIC_ID,
        weekly_working_hours_id: hours!.id,
        therapist_user_id: id,
        live_session_type: type,
        start_at: osloAt(day, 10).toISOString(),
        end_at: addMinutes(osloAt(day, 10), 30).toISOString(),
      })),
    ),
  );
  await db.patch(`therapist_profiles?id=eq.${profile!.id}`, { weekly_working_hours_id: hours!.id });
  await db.patch(`users?id=eq.${id}`, {
    first_name: therapist.firstName,
    last_name: therapist.lastName,
    therapist_profile_id: profile!.id,
    is_temporary_password_resolved: true,
    is_data_processing_agreement_agreed: true,
    is_consent_agreed: true,
  });
  return id;
}

/** Signs a user in through the stack's auth API with a password: their access token and id (as another device would). */
export async function passwordSession(
  app: RunningApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ accessToken: string; userId: string }> {
  const response = await fetch(`${app.stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: app.stack.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { accessToken: session.access_token, userId: session.user.id };
}

/** A user's access token (to call the API as that user): row-level security decides what they may do. */
export async function accessTokenOf(
  app: RunningApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await passwordSession(app, email, password)).accessToken;
}

/** Calls an RPC function with a user's token: row-level security and the function's checks apply. */
export async function rpcAs<T = unknown>(
  app: RunningApp,
  token: string,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${app.stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: app.stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  // a function returning void answers with no body
  return (text ? JSON.parse(text) : null) as T;
}
