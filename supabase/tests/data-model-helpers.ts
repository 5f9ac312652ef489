import pg from 'pg';
import { startTestStack } from './helpers.ts';

export const OSLO = '0d1c0000-0000-4000-8000-000000000001';
export const BERGEN = '0d1c0000-0000-4000-8000-000000000002';
export const PASSWORD = 'demo-password-1';

export type DataModelStack = Awaited<ReturnType<typeof startTestStack>> & {
  pool: pg.Pool;
  close(): Promise<void>;
};

/** A stack with only the app's migrations and seed (no test fixtures), plus a pool as the project's
 * `postgres` role (not a superuser, as on hosted). */
export async function startDataModelStack(): Promise<DataModelStack> {
  const stack = await startTestStack({ functions: false, projectMigrations: true, extraMigrationsDirs: [] });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 60 });
  // an idle client cut off while the stack stops must not crash the test process
  pool.on('error', () => {});
  return Object.assign(stack, {
    pool,
    async close() {
      await pool.end();
      await stack.cleanup();
    },
  });
}

export interface Actor {
  name: string;
  id: string | null;
  clinic: string | null;
  role: string | null;
}

export async function actor(pool: pg.Pool, name: string, email: string | null): Promise<Actor> {
  if (!email) return { name, id: null, clinic: null, role: null };
  const r = await pool.query('select id, clinic_id, role from public.users where email = $1', [email]);
  if (!r.rows[0]) throw new Error(`no seeded user ${email}`);
  return { name, id: r.rows[0].id, clinic: r.rows[0].clinic_id, role: r.rows[0].role };
}

/** The claims PostgREST puts in request.jwt.claims for a signed-in user of the seed. */
export function claimsOf(a: Actor): Record<string, unknown> {
  if (!a.id) return { role: 'anon' };
  return {
    sub: a.id,
    role: 'authenticated',
    aud: 'authenticated',
    app_metadata: { provider: 'email', clinic_id: a.clinic, role: a.role },
    user_metadata: {},
  };
}

/** Runs fn inside a transaction as the actor would reach the database through PostgREST; rolls back. */
export async function asActor<T>(
  pool: pg.Pool,
  a: Actor,
  fn: (c: pg.PoolClient) => Promise<T>,
  commit = false,
): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      a.id ? 'authenticated' : 'anon',
      JSON.stringify(claimsOf(a)),
    ]);
    const r = await fn(c);
    await c.query(commit ? 'commit' : 'rollback');
    return r;
  } catch (e) {
    await c.query('rollback').catch(() => {});
    throw e;
  } finally {
    c.release();
  }
}

/** Runs one statement in a savepoint; returns the row count or the SQLSTATE of the error. */
export async function attempt(
  c: pg.PoolClient,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: number; code?: string; message?: string }> {
  await c.query('savepoint a');
  try {
    const r = await c.query(sql, params);
    await c.query('rollback to savepoint a');
    return { rows: r.rowCount ?? 0 };
  } catch (e) {
    await c.query('rollback to savepoint a');
    const err = e as { code?: string; message?: string };
    return { rows: 0, code: err.code, message: err.message };
  }
}
