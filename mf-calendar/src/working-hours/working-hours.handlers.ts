import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  LIVE_SESSION_TYPES,
  buildSavePayload,
  defaultTemplate,
  workingWindow,
  type SavePayload,
} from './working-hours.model';

/** In-memory working hours of the one mock therapist (QA mode and unit tests). */
export interface WorkingHoursMockState {
  isTemporaryPasswordResolved: boolean;
  isDataProcessingAgreementAgreed: boolean;
  row: {
    id: string;
    last_date_of_week: string | null;
    full_time: Record<string, boolean>;
    week_status: Record<string, Record<string, boolean>>;
    is_same_working_hours_for_live_session_types: boolean;
  } | null;
  slots: { live_session_type: string; start_at: string }[];
  /** Makes the next saves fail as the database would refuse them. */
  failSave: boolean;
  saves: SavePayload[];
  /** How many times the working-hours row was read. */
  reads: number;
}

/** Current hours (Mon–Fri 08:00–16:00, every type, same for all): the modal stays closed. */
export function currentWorkingHoursState(now = new Date()): WorkingHoursMockState {
  const window = workingWindow(now);
  const payload = buildSavePayload('FOR_ALL_TYPES', defaultTemplate(), window);
  return {
    isTemporaryPasswordResolved: true,
    isDataProcessingAgreementAgreed: true,
    row: {
      id: 'f0000000-0000-4000-8000-000000000001',
      last_date_of_week: window.endOfCurrentWeek,
      full_time: { VIDEO: false, PHONE: false, IN_OFFICE: false },
      week_status: Object.fromEntries(LIVE_SESSION_TYPES.map((t) => [t, payload.p_week_status])),
      is_same_working_hours_for_live_session_types: true,
    },
    slots: LIVE_SESSION_TYPES.flatMap((t) =>
      payload.p_slots.map((start_at) => ({ live_session_type: t, start_at })),
    ),
    failSave: false,
    saves: [],
    reads: 0,
  };
}

/** PostgREST's gte/lt/eq filters on the few columns these queries use. */
function filterSlots(state: WorkingHoursMockState, url: URL) {
  let rows = state.slots;
  for (const [key, value] of url.searchParams) {
    const [op, arg] = [value.slice(0, value.indexOf('.')), value.slice(value.indexOf('.') + 1)];
    if (key === 'start_at' && op === 'gte')
      rows = rows.filter((r) => r.start_at >= new Date(arg).toISOString());
    if (key === 'start_at' && op === 'lt')
      rows = rows.filter((r) => r.start_at < new Date(arg).toISOString());
    if (key === 'live_session_type' && op === 'eq') rows = rows.filter((r) => r.live_session_type === arg);
  }
  return rows;
}

const wantsObject = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');

export function createWorkingHoursHandlers(
  state: WorkingHoursMockState = currentWorkingHoursState(),
): RequestHandler[] {
  return [
    // Only the working-hours flag query; other users queries fall through to other handlers.
    http.get('*/rest/v1/users', ({ request }) => {
      const select = new URL(request.url).searchParams.get('select') ?? '';
      if (!select.includes('is_data_processing_agreement_agreed')) return undefined;
      const row = {
        is_temporary_password_resolved: state.isTemporaryPasswordResolved,
        is_data_processing_agreement_agreed: state.isDataProcessingAgreementAgreed,
      };
      return HttpResponse.json(wantsObject(request) ? row : [row]);
    }),
    http.get('*/rest/v1/weekly_working_hours', ({ request }) => {
      state.reads += 1;
      const rows = state.row ? [state.row] : [];
      if (!wantsObject(request)) return HttpResponse.json(rows);
      return rows[0]
        ? HttpResponse.json(rows[0])
        : HttpResponse.json(
            { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
            { status: 406 },
          );
    }),
    http.head('*/rest/v1/weekly_working_hour_slots', ({ request }) => {
      const count = filterSlots(state, new URL(request.url)).length;
      return new HttpResponse(null, { headers: { 'Content-Range': `*/${count}` } });
    }),
    http.get('*/rest/v1/weekly_working_hour_slots', ({ request }) => {
      const rows = filterSlots(state, new URL(request.url)).sort((a, b) =>
        a.start_at.localeCompare(b.start_at),
      );
      return HttpResponse.json(rows);
    }),
    http.post('*/rest/v1/rpc/save_working_hours', async ({ request }) => {
      const payload = (await request.json()) as SavePayload;
      if (state.failSave) {
        return HttpResponse.json(
          { code: '22023', message: 'Error during saving working hours', hint: 'slot_outside_window' },
          { status: 400 },
        );
      }
      state.saves.push(payload);
      const window = workingWindow();
      const row = state.row ?? {
        id: 'f0000000-0000-4000-8000-000000000001',
        last_date_of_week: null,
        full_time: {},
        week_status: {},
        is_same_working_hours_for_live_session_types: false,
      };
      for (const type of payload.p_live_session_types) {
        row.full_time[type] = payload.p_full_time;
        row.week_status[type] = payload.p_week_status;
      }
      row.is_same_working_hours_for_live_session_types = payload.p_is_same_for_all_types;
      row.last_date_of_week = window.endOfCurrentWeek;
      state.row = row;
      state.slots = [
        ...state.slots.filter(
          (s) => !(payload.p_live_session_types as string[]).includes(s.live_session_type),
        ),
        ...payload.p_live_session_types.flatMap((t) =>
          payload.p_slots.map((start_at) => ({ live_session_type: t, start_at })),
        ),
      ];
      return HttpResponse.json(row);
    }),
  ];
}

/** QA mode: the therapist has current working hours, so the modal stays closed until they are changed. */
export const workingHoursHandlers = createWorkingHoursHandlers();
