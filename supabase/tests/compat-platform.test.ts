// Compatibility of the local database platform with a hosted Supabase project, from supabase/postgres (initial
// schema, demote-postgres, alter_api_roles_for_inherit, supautils.conf), GoTrue's and Storage's migrations, and
// supabase_vault. The stack here runs the project's migrations and seed, as a clinic's first deploy does.
// Each test names the hosted behaviour it checks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signedIn, startTestStack } from './helpers.ts';
import { loadDemoUsers } from '../scripts/seed.ts';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let db: pg.Client;

before(async () => {
  stack = await startTestStack({ functions: false, projectMigrations: true, extraMigrationsDirs: [] });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
});
after(async () => {
  await db?.end();
  await stack?.cleanup();
});

const one = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0];

/** Runs fn in a transaction that is always rolled back. */
async function rolledBack(fn: () => Promise<void>): Promise<void> {
  await db.query('begin');
  try {
    await fn();
  } finally {
    await db.query('rollback');
  }
}

describe('compat: database platform', () => {
  it('hosted: postgres (the role of migrations, seeds and direct connections) is not a superuser', async () => {
    assert.deepEqual(
      await one(`select current_user as u, current_setting('is_superuser') as su, r.rolcreaterole, r.rolbypassrls
                   from pg_roles r where r.rolname = current_user`),
      { u: 'postgres', su: 'off', rolcreaterole: true, rolbypassrls: true },
    );
    assert.equal(
      (await one(`select tableowner from pg_tables where schemaname = 'public' and tablename = 'users'`))
        .tableowner,
      'postgres',
    );
    await assert.rejects(db.query(`alter system set log_min_messages = 'debug1'`), { code: '42501' });
  });

  it('hosted (supautils privileged_role_allowed_configs): postgres may set session_replication_role, not other superuser settings', async () => {
    await rolledBack(async () => {
      await db.query(`set local session_replication_role = replica`);
      await assert.rejects(db.query(`set local lc_messages = 'C'`), { code: '42501' });
    });
  });

  it('hosted: anon, authenticated and service_role inherit; service_role is not a member of the other two', async () => {
    const roles = (
      await db.query(`select rolname, rolinherit, rolbypassrls from pg_roles
                       where rolname in ('anon', 'authenticated', 'service_role') order by rolname`)
    ).rows;
    assert.deepEqual(roles, [
      { rolname: 'anon', rolinherit: true, rolbypassrls: false },
      { rolname: 'authenticated', rolinherit: true, rolbypassrls: false },
      { rolname: 'service_role', rolinherit: true, rolbypassrls: true },
    ]);
    const member = (a: string, b: string) => one(`select pg_has_role($1, $2, 'member') as m`, [a, b]);
    assert.equal((await member('service_role', 'anon')).m, false);
    assert.equal((await member('service_role', 'authenticated')).m, false);
    for (const r of ['anon', 'authenticated', 'service_role'])
      assert.equal((await member('authenticator', r)).m, true, r);
  });

  it('hosted: postgres may read GoTrue’s tables but not write them; service_role has nothing there; RLS is on', async () => {
    assert.ok(Number((await one('select count(*) as n from auth.identities')).n) > 0);
    await rolledBack(async () => {
      await assert.rejects(
        db.query(`insert into auth.identities (provider_id, user_id, identity_data, provider)
                  select id::text, id, '{}', 'x' from auth.users limit 1`),
        { message: 'permission denied for table identities' },
      );
    });
    await rolledBack(async () => {
      await assert.rejects(db.query(`update auth.users set raw_app_meta_data = '{}'`), { code: '42501' });
    });
    await rolledBack(async () => {
      await db.query('set local role service_role');
      await assert.rejects(db.query('select 1 from auth.users limit 1'), {
        message: 'permission denied for table users',
      });
    });
    const rls = (
      await db.query(`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = 'auth' and c.relkind = 'r' order by 1`)
    ).rows;
    assert.ok(rls.length >= 5);
    for (const r of rls) assert.equal(r.relrowsecurity, true, r.relname);
  });

  it('hosted: users_email_partial_key is a unique index on email (not lower(email))', async () => {
    const { indexdef } = await one(
      `select indexdef from pg_indexes where schemaname = 'auth' and indexname = 'users_email_partial_key'`,
    );
    assert.match(
      indexdef,
      /UNIQUE INDEX users_email_partial_key ON auth\.users USING btree \(email\) WHERE \(is_sso_user = false\)/,
    );
  });

  it('hosted (supautils policy_grants): migrations create policies on storage.objects as postgres', async () => {
    const policies = (
      await db.query(
        `select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects'`,
      )
    ).rows;
    assert.ok(policies.some((p) => p.policyname === 'avatars_read_own'));
    // …but postgres does not own storage.objects and may not alter it otherwise.
    await rolledBack(async () => {
      await assert.rejects(db.query('alter table storage.objects disable row level security'), {
        code: '42501',
      });
    });
  });

  it('hosted (Storage migration 0050): delete from storage.objects outside the Storage API is refused', async () => {
    await rolledBack(async () => {
      await assert.rejects(db.query(`delete from storage.objects where bucket_id = 'avatars'`), {
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      });
    });
  });

  it('hosted Vault: postgres creates and reads secrets; the API roles cannot; the stored value is encrypted', async () => {
    await rolledBack(async () => {
      const { id } = await one(
        `select vault.create_secret('s3cret-value-xyz', 'compat_probe', 'probe') as id`,
      );
      const row = await one(`select secret, decrypted_secret from vault.decrypted_secrets where id = $1`, [
        id,
      ]);
      assert.equal(row.decrypted_secret, 's3cret-value-xyz');
      assert.doesNotMatch(row.secret, /s3cret/);
      for (const role of ['anon', 'authenticated', 'service_role']) {
        await db.query('savepoint s');
        await db.query(`set local role ${role}`);
        await assert.rejects(db.query('select 1 from vault.decrypted_secrets'), { code: '42501' }, role);
        await db.query('rollback to savepoint s');
      }
    });
  });

  it('hosted: the journal key comes from the Vault secret journal_encryption_key, not from a setting', async () => {
    assert.equal(
      (
        await one(
          `select count(*)::int as n from vault.decrypted_secrets where name = 'journal_encryption_key'`,
        )
      ).n,
      1,
      'the stack created the secret',
    );
    await rolledBack(async () => {
      const { same } =
        await one(`select private.journal_key() = (select decrypted_secret from vault.decrypted_secrets
                                   where name = 'journal_encryption_key') as same`);
      assert.equal(same, true);
      await db.query(`delete from vault.secrets where name = 'journal_encryption_key'`);
      await db.query(`set local app.journal_encryption_key = 'a-setting-that-hosted-postgres-could-not-set'`);
      await assert.rejects(db.query('select private.journal_key()'), { hint: 'journal_key_missing' });
    });
  });

  it('hosted: the seed makes the demo users through the Auth API, with their fixed ids and sign-ins', async () => {
    const { users, password } = loadDemoUsers();
    assert.equal(password, 'demo-password-1');
    for (const u of users) {
      const row = await one(
        `select au.id, au.last_sign_in_at is not null as signed_in, pu.role, pu.clinic_id
           from auth.users au join public.users pu on pu.id = au.id where au.email = $1`,
        [u.email],
      );
      assert.ok(row, u.email);
      const expectedId = (await one(`select md5('demo-user:' || $1::text)::uuid::text as id`, [u.email])).id;
      assert.deepEqual(
        { id: row.id, signed_in: row.signed_in, role: row.role, clinic_id: row.clinic_id },
        { id: expectedId, signed_in: u.signed_in, role: u.role, clinic_id: u.clinic_id },
        u.email,
      );
    }
    const c = await signedIn(stack, 'therapist@demo.clinic', 'demo-password-1');
    const { data } = await c.auth.getUser();
    assert.equal(data.user?.app_metadata.role, 'THERAPIST');
  });

  it('hosted: no seed file writes auth.* (postgres may not)', () => {
    const files = [
      'seed.sql',
      ...fs.readdirSync(path.join(SUPABASE_DIR, 'seeds')).map((f) => path.join('seeds', f)),
    ]
      .filter((f) => f.endsWith('.sql'))
      .concat(['scripts/seed-large.sql']);
    for (const f of files) {
      const sql = fs.readFileSync(path.join(SUPABASE_DIR, f), 'utf8').replace(/--[^\n]*/g, '');
      assert.doesNotMatch(sql, /\b(insert\s+into|update|delete\s+from)\s+auth\./i, f);
    }
  });
});
