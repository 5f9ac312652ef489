import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Database } from 'supabase-client';
import {
  MockDatabaseError,
  type FunctionName,
  type MockCaller,
  type MockDatabase,
  type TableName,
} from './mock-database';
import { filtersOf, innerJoinsHold, orderRows, parseSelect, projectRow, rangeOf } from './postgrest-query';

/**
 * MSW handlers that answer supabase-js's PostgREST requests (`/rest/v1/<table>` GET/HEAD/POST/PATCH/DELETE and
 * `/rest/v1/rpc/<fn>`) from one MockDatabase. RPCs are plain functions over the db, registered by name; they
 * throw MockDatabaseError for the database's refusals. `Prefer: return=representation|minimal`,
 * `count=exact`, `resolution=merge-duplicates` (upsert) and `Accept: application/vnd.pgrst.object+json`
 * (.single()/.maybeSingle()) behave as in PostgREST.
 */

type Schema = Database['public'];
type Row = Record<string, unknown>;

export interface RpcContext {
  db: MockDatabase;
  caller: MockCaller;
  request: Request;
}

export type RpcHandler<F extends FunctionName> = (
  args: Schema['Functions'][F]['Args'],
  context: RpcContext,
) => unknown | Promise<unknown>;

export type RpcHandlers = { [F in FunctionName]?: RpcHandler<F> };

export interface PostgrestHandlerOptions {
  rpc?: RpcHandlers;
  /** Origin of the Supabase API the handlers answer; '*' (default) answers any. */
  url?: string;
}

const OBJECT = 'application/vnd.pgrst.object+json';

function errorResponse(error: unknown): Response {
  if (error instanceof MockDatabaseError) {
    return HttpResponse.json(
      { code: error.code, message: error.message, details: error.details, hint: error.hint },
      { status: error.status },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return HttpResponse.json({ code: 'XX000', message, details: null, hint: null }, { status: 500 });
}

const wantsObject = (request: Request) => (request.headers.get('accept') ?? '').includes(OBJECT);

function prefer(request: Request): Set<string> {
  return new Set(
    (request.headers.get('prefer') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/** The JSON body PostgREST would send for these rows, honouring Accept (single object) and count. */
function respond(
  request: Request,
  rows: Row[],
  { status = 200, total }: { status?: number; total?: number } = {},
) {
  const headers = new Headers();
  if (total !== undefined) {
    headers.set('Content-Range', rows.length ? `0-${rows.length - 1}/${total}` : `*/${total}`);
  }
  if (wantsObject(request)) {
    if (rows.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          message: 'JSON object requested, multiple (or no) rows returned',
          details: `The result contains ${rows.length} rows`,
          hint: null,
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(rows[0], { status, headers });
  }
  return HttpResponse.json(rows, { status, headers });
}

/** GET/HEAD: filter, embed, order, count, range. */
function read(db: MockDatabase, table: TableName, url: URL) {
  const items = parseSelect(url.searchParams.get('select'));
  const matches = filtersOf(url.searchParams);
  const filtered = (db.visible(table) as Row[]).filter(matches);
  const projected = orderRows(filtered, url.searchParams.get('order'))
    .map((row) => ({ source: row, projected: projectRow(db, table, row, items) }))
    .filter(({ projected }) => innerJoinsHold(projected, items));
  const { offset, limit } = rangeOf(url.searchParams);
  const page = projected.slice(offset, limit === null ? undefined : offset + limit);
  return { rows: page.map((entry) => entry.projected), total: projected.length };
}

async function bodyRows(request: Request): Promise<Row[]> {
  const body = (await request.json()) as Row | Row[];
  return Array.isArray(body) ? body : [body];
}

function representation(
  db: MockDatabase,
  table: TableName,
  request: Request,
  url: URL,
  rows: Row[],
  status: number,
) {
  if (!prefer(request).has('return=representation')) return new HttpResponse(null, { status });
  const items = parseSelect(url.searchParams.get('select'));
  return respond(
    request,
    rows.map((row) => projectRow(db, table, row, items)),
    { status },
  );
}

export function createPostgrestHandlers(
  db: MockDatabase,
  options: PostgrestHandlerOptions = {},
): RequestHandler[] {
  const base = `${options.url ?? '*'}/rest/v1`;
  const rpc = (options.rpc ?? {}) as Record<string, RpcHandler<FunctionName> | undefined>;

  const callRpc = async (request: Request, fn: string, args: Row) => {
    const handler = rpc[fn];
    if (!handler) {
      return HttpResponse.json(
        {
          code: 'PGRST202',
          message: `Could not find the function public.${fn} in the schema cache`,
          details: null,
          hint: 'Register it in the mock database’s rpc handlers',
        },
        { status: 404 },
      );
    }
    db.calls.push({ fn, args });
    try {
      const result = await handler(args as never, { db, caller: db.caller(), request });
      const url = new URL(request.url);
      if (Array.isArray(result)) {
        // A set-returning function: PostgREST filters, orders and selects over its rows like a table's.
        const items = parseSelect(url.searchParams.get('select'));
        const rows = orderRows(
          (result as Row[]).filter(filtersOf(url.searchParams, new Set(Object.keys(args)))),
          url.searchParams.get('order'),
        );
        const { offset, limit } = rangeOf(url.searchParams);
        const page = rows.slice(offset, limit === null ? undefined : offset + limit);
        return respond(
          request,
          page.map((row) => projectRow(db, null, row, items)),
        );
      }
      if (wantsObject(request) || result === null || typeof result !== 'object') {
        return HttpResponse.json(result ?? null);
      }
      const select = url.searchParams.get('select');
      return HttpResponse.json(select ? projectRow(db, null, result as Row, parseSelect(select)) : result);
    } catch (error) {
      return errorResponse(error);
    }
  };

  return [
    http.post(`${base}/rpc/:fn`, async ({ request, params }) => {
      const text = await request.text();
      return callRpc(request, String(params.fn), text ? (JSON.parse(text) as Row) : {});
    }),
    http.get(`${base}/rpc/:fn`, ({ request, params }) => {
      const url = new URL(request.url);
      const args = Object.fromEntries(
        [...url.searchParams].filter(([key]) => !['select', 'order', 'limit', 'offset'].includes(key)),
      );
      return callRpc(request, String(params.fn), args);
    }),
    http.get(`${base}/:table`, ({ request, params }) => {
      try {
        const url = new URL(request.url);
        const { rows, total } = read(db, params.table as TableName, url);
        const count = [...prefer(request)].some((p) => p.startsWith('count='));
        return respond(request, rows, count ? { total } : {});
      } catch (error) {
        return errorResponse(error);
      }
    }),
    http.head(`${base}/:table`, ({ request, params }) => {
      try {
        const { total } = read(db, params.table as TableName, new URL(request.url));
        return new HttpResponse(null, { headers: { 'Content-Range': `*/${total}` } });
      } catch (error) {
        return errorResponse(error);
      }
    }),
    http.post(`${base}/:table`, async ({ request, params }) => {
      try {
        const table = params.table as TableName;
        const url = new URL(request.url);
        const preferences = prefer(request);
        const upsert =
          preferences.has('resolution=merge-duplicates') || preferences.has('resolution=ignore-duplicates');
        const conflict = (url.searchParams.get('on_conflict') ?? 'id').split(',');
        const written: Row[] = [];
        for (const row of await bodyRows(request)) {
          const existing = upsert
            ? (db.table(table) as Row[]).find((candidate) =>
                conflict.every((column) => row[column] !== undefined && candidate[column] === row[column]),
              )
            : undefined;
          if (existing) {
            if (preferences.has('resolution=merge-duplicates')) Object.assign(existing, row);
            written.push(existing);
          } else {
            // the column default every table of the schema has (`created_at timestamptz default now()`), on the
            // mock's clock: a row the page inserts reads back as Postgres would return it
            const stored =
              row.created_at === undefined ? { ...row, created_at: db.now().toISOString() } : row;
            written.push(db.insert(table, stored as never) as Row);
          }
        }
        return representation(db, table, request, url, written, 201);
      } catch (error) {
        return errorResponse(error);
      }
    }),
    http.patch(`${base}/:table`, async ({ request, params }) => {
      try {
        const table = params.table as TableName;
        const url = new URL(request.url);
        const [patch = {}] = await bodyRows(request);
        const matches = filtersOf(url.searchParams);
        const changed = (db.visible(table) as Row[]).filter(matches);
        for (const row of changed) Object.assign(row, patch);
        return representation(db, table, request, url, changed, 200);
      } catch (error) {
        return errorResponse(error);
      }
    }),
    http.delete(`${base}/:table`, ({ request, params }) => {
      try {
        const table = params.table as TableName;
        const url = new URL(request.url);
        const matches = filtersOf(url.searchParams);
        const visible = new Set(db.visible(table) as Row[]);
        const removed = db.remove(table, (row) => visible.has(row as Row) && matches(row as Row)) as Row[];
        return representation(db, table, request, url, removed, 200);
      } catch (error) {
        return errorResponse(error);
      }
    }),
  ];
}
