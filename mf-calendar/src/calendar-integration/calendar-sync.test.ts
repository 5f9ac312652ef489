import { http, HttpResponse } from 'msw';
import { setupMockServer, setupTestSupabase } from 'shared-ui/testing';
import { syncAppointmentEvents } from './calendar-sync';

setupTestSupabase('http://sync.supabase.test');

interface Row {
  id: string;
  calendar_id: string;
  appointment_id: string;
  type: 'APPOINTMENT' | 'PAUSE';
  start_at: string;
  end_at: string;
  summary: string | null;
  live_session_type: string | null;
  appointment_status: string;
  external_id: string | null;
  custom_properties: Record<string, unknown>;
}

let rows: Row[] = [];
let lastQuery: URLSearchParams | null = null;
const calls: { method: string; path: string; calendarId: string | null; body: unknown }[] = [];

async function record(request: Request) {
  const url = new URL(request.url);
  const body = request.method === 'DELETE' ? null : await request.json();
  calls.push({
    method: request.method,
    path: url.pathname.replace(/^.*\/calendar-service\//, ''),
    calendarId: url.searchParams.get('calendarId'),
    body,
  });
  return body as { custom_properties?: { calendarEventId?: string } } | null;
}

const server = setupMockServer([
  http.get('*/rest/v1/calendar_events', ({ request }) => {
    lastQuery = new URL(request.url).searchParams;
    return HttpResponse.json(rows);
  }),
  http.post('*/functions/v1/calendar-service/events', async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({ data: { id: body?.custom_properties?.calendarEventId } });
  }),
  http.patch('*/functions/v1/calendar-service/events/:id', async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({ data: { id: params.id } });
  }),
  http.delete('*/functions/v1/calendar-service/events/:id', async ({ request, params }) => {
    await record(request);
    return HttpResponse.json({ data: { id: params.id } });
  }),
]);

beforeEach(() => {
  calls.length = 0;
  lastQuery = null;
});

const main = (over: Partial<Row> = {}): Row => ({
  id: 'ev-main',
  calendar_id: 'cal-1',
  appointment_id: 'ap-1',
  type: 'APPOINTMENT',
  start_at: '2026-11-23T09:00:00+00:00',
  end_at: '2026-11-23T09:50:00+00:00',
  summary: 'Individual therapy',
  live_session_type: 'VIDEO',
  appointment_status: 'NOT_STARTED',
  external_id: null,
  custom_properties: {},
  ...over,
});
const pause = (over: Partial<Row> = {}): Row =>
  main({
    id: 'ev-pause',
    type: 'PAUSE',
    start_at: '2026-11-23T09:50:00+00:00',
    end_at: '2026-11-23T10:00:00+00:00',
    ...over,
  });

describe('syncAppointmentEvents', () => {
  it('reads the appointment’s main and pause events and POSTs the ones the service has not seen', async () => {
    rows = [main(), pause()];
    await syncAppointmentEvents('ap-1');
    expect(lastQuery?.get('appointment_id')).toBe('eq.ap-1');
    expect(lastQuery?.get('type')).toBe('in.(APPOINTMENT,PAUSE)');
    expect(calls.map((c) => [c.method, c.path, c.calendarId])).toEqual([
      ['POST', 'events', 'cal-1'],
      ['POST', 'events', 'cal-1'],
    ]);
    expect(calls[0]!.body).toEqual({
      start: { dateTime: '2026-11-23T09:00:00+00:00' },
      end: { dateTime: '2026-11-23T09:50:00+00:00' },
      summary: 'Individual therapy',
      liveSessionType: 'VIDEO',
      custom_properties: {
        calendarEventId: 'ev-main',
        appointmentId: 'ap-1',
        type: 'APPOINTMENT',
        appointmentStatus: 'NOT_STARTED',
      },
    });
  });

  it('PATCHes known events after an edit', async () => {
    rows = [main({ external_id: 'ext-main' }), pause({ external_id: 'ext-pause' })];
    await syncAppointmentEvents('ap-1');
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['PATCH', 'events/ext-main'],
      ['PATCH', 'events/ext-pause'],
    ]);
  });

  it('DELETEs the known events of a canceled appointment and skips unknown ones', async () => {
    rows = [
      main({ external_id: 'ext-main', appointment_status: 'CANCELED' }),
      pause({ appointment_status: 'CANCELED' }),
    ];
    await syncAppointmentEvents('ap-1');
    expect(calls.map((c) => [c.method, c.path, c.calendarId])).toEqual([
      ['DELETE', 'events/ext-main', 'cal-1'],
    ]);
  });

  it('rejects with the service message when the service refuses (the booking itself stays)', async () => {
    rows = [main()];
    server.use(
      http.post('*/functions/v1/calendar-service/events', () =>
        HttpResponse.json({ message: 'Wrong calendar ID was provided' }, { status: 400 }),
      ),
    );
    await expect(syncAppointmentEvents('ap-1')).rejects.toThrow('Wrong calendar ID was provided');
  });
});
