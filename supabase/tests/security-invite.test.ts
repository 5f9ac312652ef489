// Security, issue 22 class 4: the invite-patient function tells another clinic's therapist only that an
// address is taken (the spec's "patient in another clinic" branch), and every answer goes through the logged,
// rate-limited look-up of the caller — through the edge function as through the RPC.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let sindre: SupabaseClient, lars: SupabaseClient;
let sindreId: string;

const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

/** The function's answer: HTTP status and JSON body. */
async function invite(c: SupabaseClient, email: string) {
  const { data, error } = await c.functions.invoke('invite-patient', {
    body: { firstName: 'Probe', lastName: 'Person', phone: '+4791234567', email },
  });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context!;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  pool.on('error', () => {});
  [sindre, lars] = await Promise.all(['therapist@fjord.clinic', 'colleague@demo.clinic'].map(signIn));
  sindreId = (await one(`select id from public.users where email = 'therapist@fjord.clinic'`)).id;
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('invite-patient as an attacker would use it', () => {
  it("another clinic's therapist learns only that the address is taken, and the look-up is logged", async () => {
    const r = await invite(sindre, 'patient5@demo.clinic');
    assert.equal(r.status, 409);
    assert.equal((r.body.error as { hint: string }).hint, 'email_exists');
    const text = JSON.stringify(r.body);
    const p = await one(
      `select id, first_name, last_name, phone from public.users where email = 'patient5@demo.clinic'`,
    );
    for (const secret of [p.id, p.first_name, p.last_name, p.phone]) assert.ok(!text.includes(secret));
    const logged = await one(
      `select result from private.email_lookups where caller_id = $1 and email = 'patient5@demo.clinic'`,
      [sindreId],
    );
    assert.equal(logged?.result, 'OTHER_CLINIC');
    assert.equal(
      Number(
        (await one(`select count(*) c from public.invitations where receiver_email = 'patient5@demo.clinic'`))
          .c,
      ),
      0,
    );
  });

  it('a same-clinic colleague gets the same answer, no id', async () => {
    const r = await invite(lars, 'patient5@demo.clinic');
    assert.equal(r.status, 409);
    assert.equal((r.body.error as { hint: string }).hint, 'email_exists');
    assert.ok(
      !JSON.stringify(r.body).includes(
        (await one(`select id from public.users where email = 'patient5@demo.clinic'`)).id,
      ),
    );
  });

  it('past the limit the function refuses with 429 and invites nobody', async () => {
    // the caller's earlier look-ups (as a probing run would have made them)
    await pool.query(
      `insert into private.email_lookups (clinic_id, caller_id, email, result)
       select (select clinic_id from public.users where id = $1), $1, 'probe' || n || '@example.com', 'NONE'
       from generate_series(1, 60) n`,
      [sindreId],
    );
    const r = await invite(sindre, 'fresh.person@example.com');
    assert.equal(r.status, 429);
    assert.equal((r.body.error as { hint: string }).hint, 'rate_limited');
    assert.equal(
      Number(
        (
          await one(
            `select count(*) c from public.invitations where receiver_email = 'fresh.person@example.com'`,
          )
        ).c,
      ),
      0,
    );
    assert.equal(
      Number((await one(`select count(*) c from auth.users where email = 'fresh.person@example.com'`)).c),
      0,
    );
  });
});
