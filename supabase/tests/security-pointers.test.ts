// Issue 22, class 1 — server code trusting a pointer the client wrote — attacked against the real local stack
// with its edge functions, as the roles who must be refused: another clinic's therapist (Sindre, Bergen), a
// same-clinic colleague without a relation (Lars), a same-clinic owner who is not the invoice's therapist (Eva),
// a patient, anon. Each rule: a stored file's path is derived on the server from ids the caller is authorised
// for, never read from a column the client can write; clients cannot write such columns; no server code fetches
// a URL a user supplied; a clinic's logo comes from that clinic's own storage path.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { BERGEN, OSLO, PASSWORD } from './data-model-helpers.ts';
import { createSlidesStore } from '../functions/google-slides/store.ts';
import type { Caller } from '../functions/google-slides/handler.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;

interface User {
  id: string;
  email: string;
  token: string;
  db: SupabaseClient;
}
const users: Record<string, User> = {};

const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];

async function signIn(email: string): Promise<User> {
  const db = client(stack);
  const { data, error } = await db.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { id: data.user.id, email, token: data.session.access_token, db };
}

/** POST to an edge function as a user (or anon with only the anon key); status and JSON body. */
async function fn(
  user: User | null,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes, asserted field by field
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${user ? user.token : stack.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

interface Mail {
  ID: string;
  Subject: string;
}
async function inbox(address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=${encodeURIComponent(address)}`)).json()) as {
    messages: Mail[];
  };
  return list.messages;
}
async function linksIn(mail: Mail): Promise<string[]> {
  const msg = (await (await fetch(`${stack.inboxUrl}/api/v1/message/${mail.ID}`)).json()) as { Text: string };
  return [...msg.Text.matchAll(/(https?:\/\/\S+)/g)].map((m) => m[1]!);
}
const bytesOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
const hasImage = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1').includes('/Subtype /Image');

// A valid 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const admin = (): SupabaseClient => client(stack, stack.serviceRoleKey);

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  const who = {
    ingrid: 'therapist@demo.clinic',
    lars: 'colleague@demo.clinic',
    eva: 'owner@demo.clinic',
    sindre: 'therapist@fjord.clinic',
    patient: 'patient4@demo.clinic',
  };
  for (const [k, email] of Object.entries(who)) users[k] = await signIn(email);
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('journal PDFs: the path is derived, never read from pdf_url', () => {
  let osloRecord: string;
  let bergenRecord: string;
  let osloPath: string;

  before(async () => {
    const { ingrid, sindre } = users;
    const journalOf = async (email: string) =>
      (await one(`select pp.journal_id from public.patient_profiles pp join public.users u on u.id = pp.user_id where u.email = $1`, [email]))
        .journal_id as string;
    const a = await ingrid!.db.rpc('create_journal_record', {
      p_journal_id: await journalOf('patient4@demo.clinic'),
      p_text: '<p>Oslo-journal: hemmelig innhold</p>',
    });
    assert.equal(a.error, null, a.error?.message);
    osloRecord = a.data as string;
    const b = await sindre!.db.rpc('create_journal_record', {
      p_journal_id: await journalOf('patient1@fjord.clinic'),
      p_text: '<p>Bergen record</p>',
    });
    assert.equal(b.error, null, b.error?.message);
    bergenRecord = b.data as string;
    const made = await fn(ingrid!, 'create-journal-record-pdf', { data: { journalRecordDataForFile: { journalRecordId: osloRecord } } });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    osloPath = made.body.data.path;
    assert.equal(osloPath, `${OSLO}/${ingrid!.id}/${osloRecord}.pdf`);
  });

  it('no user can write journal_records.pdf_url, not even the author', async () => {
    const { ingrid, sindre } = users;
    const own = await ingrid!.db.from('journal_records').update({ pdf_url: 'x/y/z.pdf' }).eq('id', osloRecord).select('id');
    assert.equal(own.error?.code, '42501', 'the author may not point her own record anywhere');
    const forged = await sindre!.db.from('journal_records').update({ pdf_url: osloPath }).eq('id', bergenRecord).select('id');
    assert.equal(forged.error?.code, '42501');
    assert.equal((await one(`select pdf_url from public.journal_records where id = $1`, [bergenRecord])).pdf_url, null);
  });

  it("another clinic's therapist cannot read an Oslo journal PDF through a pointer on his own record", async () => {
    const { sindre } = users;
    // The attack of the issue: a Bergen record whose pdf_url names the Oslo file (written here with the superuser,
    // as the old column grant let the author do). The function must sign only the path it derives.
    await pool.query(`update public.journal_records set pdf_url = $2 where id = $1`, [bergenRecord, osloPath]);
    const osloBytes = await bytesOf((await admin().storage.from('journal-pdfs').createSignedUrl(osloPath, 60)).data!.signedUrl);
    const res = await fn(sindre!, 'create-journal-record-pdf', { data: { journalRecordDataForFile: { journalRecordId: bergenRecord } } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.path, `${BERGEN}/${sindre!.id}/${bergenRecord}.pdf`);
    const got = await bytesOf(res.body.data.sourceURL);
    assert.ok(!sameBytes(got, osloBytes), 'the Oslo PDF must not come out');
    assert.ok(!Buffer.from(got).toString('latin1').includes('hemmelig'));
  });

  it('the answer does not depend on whether a path the caller pointed at exists (no blind-probe oracle)', async () => {
    const { sindre } = users;
    const ask = async (pointer: string) => {
      await pool.query(`update public.journal_records set pdf_url = $2 where id = $1`, [bergenRecord, pointer]);
      const r = await fn(sindre!, 'create-journal-record-pdf', { data: { journalRecordDataForFile: { journalRecordId: bergenRecord } } });
      return { status: r.status, path: r.body?.data?.path, countPages: r.body?.data?.countPages };
    };
    const existing = await ask(osloPath);
    const missing = await ask(`${OSLO}/${users.ingrid!.id}/${crypto.randomUUID()}.pdf`);
    assert.deepEqual(existing, missing);
  });

  it('every export leaves its access_log row; refused callers get nothing and write nothing', async () => {
    const { ingrid, lars, sindre, patient } = users;
    const logged = async () =>
      (await one(`select count(*)::int n from public.access_log where action = 'EXPORT_PDF' and journal_record_id = $1`, [osloRecord])).n as number;
    const body = { data: { journalRecordDataForFile: { journalRecordId: osloRecord } } };
    const before0 = await logged();
    assert.equal((await fn(ingrid!, 'create-journal-record-pdf', body)).status, 200);
    assert.equal((await fn(ingrid!, 'create-journal-record-pdf', body)).status, 200);
    assert.equal(await logged(), before0 + 2, 'each call is one row');
    const group = await fn(ingrid!, 'create-group-journal-record-pdf', { data: { journalRecordsDataForFile: { journalRecordIds: [osloRecord] } } });
    assert.equal(group.status, 200);
    assert.match(group.body.data.path, new RegExp(`^${OSLO}/${ingrid!.id}/group-`));
    assert.equal(await logged(), before0 + 3);
    for (const [who, u] of [['colleague without a relation', lars], ['other clinic', sindre], ['patient', patient], ['anon', null]] as const) {
      const single = await fn(u, 'create-journal-record-pdf', body);
      assert.ok(single.status >= 400, `${who}: ${single.status}`);
      assert.equal(single.body?.data, undefined, who);
      const many = await fn(u, 'create-group-journal-record-pdf', { data: { journalRecordsDataForFile: { journalRecordIds: [osloRecord] } } });
      assert.ok(many.status >= 400, `${who} (group): ${many.status}`);
    }
    assert.equal(await logged(), before0 + 3, 'refusals are not exports');
  });

  it('clear_journal_record_pdf clears the author’s own record only and answers the derived path', async () => {
    const { ingrid, lars, sindre } = users;
    for (const u of [lars, sindre]) {
      const r = await u!.db.rpc('clear_journal_record_pdf', { p_id: osloRecord });
      assert.equal(r.error?.hint, 'record_not_found');
    }
    assert.notEqual((await one(`select pdf_url from public.journal_records where id = $1`, [osloRecord])).pdf_url, null);
    const cleared = await ingrid!.db.rpc('clear_journal_record_pdf', { p_id: osloRecord });
    assert.equal(cleared.error, null);
    assert.equal(cleared.data, osloPath);
    assert.equal((await one(`select pdf_url from public.journal_records where id = $1`, [osloRecord])).pdf_url, null);
    const removed = await ingrid!.db.storage.from('journal-pdfs').remove([cleared.data as string]);
    assert.equal(removed.error, null);
    assert.equal(removed.data?.length, 1);
  });
});

describe('invoices: rows only through the RPCs, paths derived, mail only to the patient', () => {
  let ingridInvoice: string;
  let ingridPdf: Uint8Array;
  let patientEmail: string;
  let logoHits = 0;
  let logoServer: http.Server;
  let logoUrl: string;

  before(async () => {
    const { ingrid } = users;
    logoServer = http.createServer((_req, res) => {
      logoHits += 1;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    });
    await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
    logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.png`;

    const p = await one(`select id, email from public.users where email = 'patient4@demo.clinic'`);
    patientEmail = p.email;
    const appts = await q(
      `select a.id from public.appointments a where a.patient_user_id = $1 and a.therapist_user_id = $2
       and a.status = 'FINISHED' and a.appointment_type_price > 0
       and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
       order by a.start_at limit 1`,
      [p.id, ingrid!.id],
    );
    const nok = await one(`select id from public.currencies where code = 'NOK'`);
    const number = (await ingrid!.db.rpc('next_invoice_number')).data as number;
    const saved = await ingrid!.db.rpc('save_invoice', {
      p_id: null,
      p_patient_user_id: p.id,
      p_appointment_ids: appts.map((a) => a.id),
      p_number: number,
      p_invoice_date: '2026-11-23',
      p_due_date: '2026-12-03',
      p_currency_id: nok.id,
      p_address: 'Storgata 1',
      p_postcode: '0155',
      p_city: 'Oslo',
    });
    assert.equal(saved.error, null, saved.error?.message);
    ingridInvoice = saved.data as string;
    const made = await fn(ingrid!, 'create-invoice', { data: { docName: 'x', invoiceData: { id: ingridInvoice } } });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal(made.body.data.path, `${OSLO}/${ingridInvoice}.pdf`);
    ingridPdf = await bytesOf(made.body.data.sourceURL);
  });
  after(() => new Promise<void>((resolve) => logoServer.close(() => resolve())));

  it('users cannot insert or delete invoice rows directly (only save_invoice / delete_invoice)', async () => {
    const { ingrid, lars } = users;
    const row = await one(`select * from public.invoices where id = $1`, [ingridInvoice]);
    const forged = await lars!.db.from('invoices').insert({
      clinic_id: OSLO,
      number: 990001,
      patient_user_id: row.patient_user_id,
      appointment_ids: row.appointment_ids,
      therapist_user_id: lars!.id,
      pdf_url: `${OSLO}/${ingridInvoice}.pdf`,
      clinic_logo: logoUrl,
    });
    assert.equal(forged.error?.code, '42501', 'no invoice row with a chosen pdf_url or clinic_logo');
    const del = await ingrid!.db.from('invoices').delete().eq('id', ingridInvoice).select('id');
    assert.equal(del.error?.code, '42501');
    assert.ok(await one(`select 1 from public.invoices where id = $1`, [ingridInvoice]));
  });

  it("send-invoice signs the invoice's own PDF, not a colleague's one named in pdf_url", async () => {
    const { lars } = users;
    // A row of Lars's whose pdf_url names Ingrid's PDF (the attack; inserted with the superuser here,
    // since users can no longer insert), for a patient Lars may see.
    const visible = await one(
      `select tp.patient_user_id id, u.email from public.therapist_patients tp join public.users u on u.id = tp.patient_user_id
       where tp.therapist_user_id = $1 limit 1`,
      [lars!.id],
    );
    const forged = await one(
      `insert into public.invoices (clinic_id, number, patient_user_id, appointment_ids, therapist_user_id, pdf_url, total)
       values ($1, 990002, $2, array[gen_random_uuid()], $3, $4, 1) returning id`,
      [OSLO, visible.id, lars!.id, `${OSLO}/${ingridInvoice}.pdf`],
    );
    const before0 = (await inbox(visible.email)).length;
    const res = await fn(lars!, 'send-invoice', { data: { invoiceData: { id: forged.id }, invoiceFileUrl: `${OSLO}/${ingridInvoice}.pdf` } });
    const mails = await inbox(visible.email);
    for (const mail of mails.slice(0, Math.max(0, mails.length - before0))) {
      for (const link of await linksIn(mail)) {
        assert.ok(!sameBytes(await bytesOf(link), ingridPdf), `a colleague's invoice PDF was mailed (status ${res.status})`);
      }
    }
    await pool.query(`delete from public.invoices where id = $1`, [forged.id]);
  });

  it('only the invoice’s own therapist may make or send it: not a colleague, the owner, another clinic, the patient, anon', async () => {
    const { lars, eva, sindre, patient } = users;
    // Eva (clinic owner) sees every patient of the clinic, so she can read Ingrid's invoice; reading is not acting.
    assert.equal((await eva!.db.from('invoices').select('id').eq('id', ingridInvoice)).data?.length, 1);
    const before0 = (await inbox(patientEmail)).length;
    for (const [who, u] of [['colleague', lars], ['owner', eva], ['other clinic', sindre], ['patient', patient], ['anon', null]] as const) {
      const made = await fn(u, 'create-invoice', { data: { invoiceData: { id: ingridInvoice } } });
      assert.ok(made.status >= 400 && made.status < 500, `${who} create: ${made.status}`);
      const sent = await fn(u, 'send-invoice', { data: { invoiceData: { id: ingridInvoice } } });
      assert.ok(sent.status >= 400 && sent.status < 500, `${who} send: ${sent.status}`);
    }
    assert.equal((await inbox(patientEmail)).length, before0, 'nothing was mailed');
  });

  it('send-invoice mails only the invoice’s patient, never an address from the request', async () => {
    const { ingrid, patient } = users;
    const attacker = 'collector@attacker.example';
    const res = await fn(ingrid!, 'send-invoice', { data: { invoiceData: { id: ingridInvoice }, patientEmail: attacker } });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.hint, 'recipient_not_patient');
    // the patient cannot have their own invoice mailed elsewhere either
    const byPatient = await fn(patient!, 'send-invoice', { data: { invoiceData: { id: ingridInvoice }, patientEmail: attacker } });
    assert.ok(byPatient.status >= 400);
    assert.equal((await inbox(attacker)).length, 0);
    const ok = await fn(ingrid!, 'send-invoice', { data: { invoiceData: { id: ingridInvoice }, patientEmail: patientEmail.toUpperCase() } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.data.to, patientEmail);
  });

  it('create-invoice fetches no URL and no other object named in clinic_logo; the logo is the clinic’s own object', async () => {
    const { ingrid, eva, sindre } = users;
    const make = async () => {
      const r = await fn(ingrid!, 'create-invoice', { data: { invoiceData: { id: ingridInvoice } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return bytesOf(r.body.data.sourceURL);
    };
    // The seed gives Oslo a logo: without it, an image in the PDF can only come from what the row names.
    const seeded = await admin().storage.from('clinic-logos').remove([`${OSLO}/logo`]);
    assert.equal(seeded.error, null, seeded.error?.message);
    // A URL (an internal address) and another clinic's private object: neither may be read.
    await pool.query(`update public.invoices set clinic_logo = $2 where id = $1`, [ingridInvoice, logoUrl]);
    assert.ok(!hasImage(await make()));
    assert.equal(logoHits, 0, 'the function requested a URL from the invoice row');
    const foreign = `${BERGEN}/${sindre!.id}/private-slide.png`;
    const up = await admin().storage.from('slide-uploads').upload(foreign, PNG, { contentType: 'image/png', upsert: true });
    assert.equal(up.error, null, up.error?.message);
    await pool.query(`update public.invoices set clinic_logo = $2 where id = $1`, [ingridInvoice, `slide-uploads/${foreign}`]);
    assert.ok(!hasImage(await make()), "another clinic's object came out in the PDF");

    // The clinic's own logo: its owner uploads it at <clinic>/logo; a therapist, another clinic cannot.
    assert.ok((await ingrid!.db.storage.from('clinic-logos').upload(`${OSLO}/logo`, PNG, { contentType: 'image/png' })).error);
    assert.ok((await sindre!.db.storage.from('clinic-logos').upload(`${OSLO}/logo`, PNG, { contentType: 'image/png' })).error);
    assert.ok((await eva!.db.storage.from('clinic-logos').upload(`${OSLO}/other.png`, PNG, { contentType: 'image/png' })).error);
    const own = await eva!.db.storage.from('clinic-logos').upload(`${OSLO}/logo`, PNG, { contentType: 'image/png' });
    assert.equal(own.error, null, own.error?.message);
    assert.ok(hasImage(await make()), 'the clinic’s own logo is in the PDF');
    assert.equal(logoHits, 0);
  });
});

describe('payments: the status is the provider’s', () => {
  it('a therapist can neither insert a payment nor change the status of one she created', async () => {
    const { ingrid } = users;
    const appt = await one(
      `select a.id from public.appointments a where a.therapist_user_id = $1 and a.status = 'FINISHED' and not a.is_paid
       and not a.is_payment_item_deleted and a.appointment_type_price > 0
       and not exists (select 1 from public.payments p where p.appointment_id = a.id and p.status = 'created')
       and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
       order by a.start_at limit 1`,
      [ingrid!.id],
    );
    const created = await ingrid!.db.rpc('create_payment_request', { p_appointment_id: appt.id });
    assert.equal(created.error, null, created.error?.message);
    const paymentId = (created.data as { paymentId: string }).paymentId;
    assert.equal((await one(`select created_by from public.payments where id = $1`, [paymentId])).created_by, ingrid!.id);
    const upd = await ingrid!.db.from('payments').update({ status: 'success' }).eq('id', paymentId).select('id');
    assert.equal(upd.error?.code, '42501', `status changed: ${JSON.stringify(upd.data)}`);
    const patientId = (await one(`select patient_user_id from public.appointments where id = $1`, [appt.id])).patient_user_id;
    const ins = await ingrid!.db
      .from('payments')
      .insert({ clinic_id: OSLO, appointment_id: appt.id, patient_user_id: patientId, amount: 1, status: 'success' });
    assert.equal(ins.error?.code, '42501');
    assert.equal((await one(`select status from public.payments where id = $1`, [paymentId])).status, 'created');
  });
});

describe('writable columns: the class cannot silently reopen', () => {
  it('authenticated may write only these columns of the tables server code reads paths or money from', async () => {
    // Every column `authenticated` may INSERT or UPDATE on these tables; a new grant must be added here on purpose.
    const allow: Record<string, string[]> = {
      'journal_records UPDATE': ['progression'],
      'invoices UPDATE': ['is_paid'],
    };
    const rows = await q(
      `select t.relname tbl, p.priv, array_agg(a.attname::text order by a.attname) cols
       from pg_class t join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
       cross join (values ('INSERT'), ('UPDATE')) p(priv)
       where t.relname in ('journal_records', 'invoices', 'payments')
         and has_column_privilege('authenticated', t.oid, a.attnum, p.priv)
       group by 1, 2 order by 1, 2`,
    );
    const got = Object.fromEntries(rows.map((r) => [`${r.tbl} ${r.priv}`, r.cols]));
    assert.deepEqual(got, allow);
  });
});

describe('OAuth state and redirects', () => {
  it('Google Slides: the state is random, bound to the user who drew it, single use, and expires', async () => {
    const { ingrid, lars } = users;
    const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as unknown as typeof WebSocket } };
    const store = createSlidesStore({
      admin,
      asCaller: (caller: Caller) =>
        createClient(stack.apiUrl, stack.anonKey, { ...options, global: { headers: { Authorization: `Bearer ${caller.bearer}` } } }),
    });
    const asLars = { id: lars!.id, bearer: lars!.token };
    const asIngrid = { id: ingrid!.id, bearer: ingrid!.token };
    const redirect = 'http://localhost:3000/google-slides/all';
    const state = 'a'.repeat(43);
    await store.beginOAuth(asLars, state, redirect);
    assert.equal(await store.claimOAuth(asIngrid, state), null, "another user's state");
    assert.equal(await store.claimOAuth(asLars, lars!.id), null, 'the user id is not a state');
    assert.equal(await store.claimOAuth(asLars, state), redirect);
    assert.equal(await store.claimOAuth(asLars, state), null, 'spent');
    const late = 'b'.repeat(43);
    await store.beginOAuth(asLars, late, redirect);
    await pool.query(`update private.google_slides_oauth_states set expires_at = now() - interval '1 second' where state = $1`, [late]);
    assert.equal(await store.claimOAuth(asLars, late), null, 'expired');
    // users cannot reach the states or the functions
    assert.ok((await lars!.db.rpc('google_slides_oauth_begin', { p_user_id: lars!.id, p_state: 'c'.repeat(43), p_redirect_url: redirect })).error);
    assert.ok((await lars!.db.rpc('google_slides_oauth_claim', { p_user_id: lars!.id, p_state: state })).error);
  });

  it('calendar-service: without CALENDAR_SERVICE_REDIRECT_ORIGINS only the app’s own site may receive the code', async () => {
    const { lars } = users;
    const ask = (redirecturl: string) =>
      fetch(`${stack.apiUrl}/functions/v1/calendar-service/sessions/url`, {
        headers: { authorization: `Bearer ${lars!.token}`, redirecturl },
      }).then((r) => r.status);
    assert.equal(await ask('https://evil.example/service/google-calendar-auth'), 400);
    assert.equal(await ask('http://127.0.0.2:3000/service/google-calendar-auth'), 400);
    assert.equal(await ask('http://localhost:3000/service/google-calendar-auth'), 200);
    assert.equal(await ask('http://localhost:4123/service/google-calendar-auth'), 200, 'the local app on another port');
  });
});
