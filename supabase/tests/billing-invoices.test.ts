// mf-billing's invoices through the API against the real local stack: save_invoice's rules (items and total
// from the database, the address saved, unique numbers), the create-invoice function's PDF in the private
// bucket (its text read back with pdftotext), send-invoice's mail, delete_invoice, and clinics without
// invoices refused.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, startTestStack } from './helpers.ts';
import { PASSWORD } from './data-model-helpers.ts';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let pool: pg.Pool;
let ingrid: SupabaseClient;
let sindre: SupabaseClient;

const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];
const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
const signIn = async (email: string) => {
  const c = client(stack);
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return c;
};

async function invoiceArgs() {
  const p = await one(`select id, first_name, last_name from public.users where email = 'patient4@demo.clinic'`);
  const appts = (
    await pool.query(
      // on no invoice yet (an appointment is on one invoice at most)
      `select a.id, a.appointment_type_price price from public.appointments a
       where a.patient_user_id = $1 and a.status = 'FINISHED' and a.appointment_type_price > 0
         and not exists (select 1 from private.invoice_appointments ia where ia.appointment_id = a.id)
         -- nor with a payment request open or paid (one session billed once; seeds/billing.sql adds four)
         and not exists (select 1 from public.payments p where p.appointment_id = a.id and p.status in ('created', 'success'))
       order by a.start_at limit 2`,
      [p.id],
    )
  ).rows;
  const nok = await one(`select id from public.currencies where code = 'NOK'`);
  return {
    patient: p,
    total: appts.reduce((s, a) => s + Number(a.price), 0),
    args: {
      p_id: null,
      p_patient_user_id: p.id,
      p_appointment_ids: appts.map((a) => a.id),
      p_number: 0,
      p_invoice_date: '2026-11-23',
      p_due_date: '2026-12-03',
      p_currency_id: nok.id,
      p_address: '  Kåre Øvregate 7 ',
      p_postcode: '0150',
      p_city: 'Oslo',
    },
  };
}

before(async () => {
  stack = await startTestStack({ projectMigrations: true, extraMigrationsDirs: [] });
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 5 });
  pool.on('error', () => {});
  ingrid = await signIn('therapist@demo.clinic');
  sindre = await signIn('therapist@fjord.clinic');
});
after(async () => {
  await pool?.end();
  await stack?.cleanup();
});

describe('invoices', () => {
  let invoiceId: string;
  let number: number;

  it('refuses incomplete invoices with the spec texts and writes nothing', async () => {
    const { args } = await invoiceArgs();
    const before = await one(`select count(*)::int n from public.invoices`);
    const next = (await ingrid.rpc('next_invoice_number')).data as number;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p_patient_user_id: null }, 'Select patient, please'],
      [{ p_appointment_ids: [] }, 'Add at least one appointment to list.'],
      [{ p_address: '   ' }, 'Please enter address!'],
      [{ p_address: 'x'.repeat(257) }, 'Your address is too long'],
      [{ p_number: null }, 'Please input invoice number!'],
      [{ p_due_date: null }, 'Please select due date!'],
    ];
    for (const [change, message] of cases) {
      const { error } = await ingrid.rpc('save_invoice', { ...args, p_number: next, ...change });
      assert.equal(error?.message, message, JSON.stringify(change));
    }
    const other = await one(`select id from public.appointments where patient_user_id <> $1 and status = 'FINISHED' limit 1`, [
      args.p_patient_user_id,
    ]);
    const foreign = await ingrid.rpc('save_invoice', { ...args, p_number: next, p_appointment_ids: [other.id] });
    assert.equal(foreign.error?.hint, 'appointment_not_of_patient');
    assert.equal((await one(`select count(*)::int n from public.invoices`)).n, before.n);
  });

  it('creates: number latest + 1, items and total from the appointments, the address saved trimmed', async () => {
    const { args, total } = await invoiceArgs();
    number = (await ingrid.rpc('next_invoice_number')).data as number;
    const latest = await one(`select max(number) n from public.invoices i join public.clinics c on c.id = i.clinic_id where c.is_invoice_enable`);
    assert.equal(number, latest.n + 1);
    const { data, error } = await ingrid.rpc('save_invoice', { ...args, p_number: number });
    assert.equal(error, null);
    invoiceId = data as string;
    const inv = await one(
      `select i.total, i.is_draft, i.pdf_url, jsonb_array_length(i.items_data) n, a.address, a.postcode
       from public.invoices i join public.user_addresses a on a.id = i.address_id where i.id = $1`,
      [invoiceId],
    );
    assert.deepEqual(inv, { total: total.toFixed(2), is_draft: false, pdf_url: null, n: 2, address: 'Kåre Øvregate 7', postcode: '0150' });
    // the same number again, for appointments on no invoice yet
    const dup = await ingrid.rpc('save_invoice', { ...(await invoiceArgs()).args, p_number: number });
    assert.equal(dup.error?.hint, 'number_taken');
  });

  it('create-invoice stores a PDF (number, patient, total, æøå) in the private bucket and answers a signed URL', async () => {
    const { data, error } = await ingrid.functions.invoke('create-invoice', {
      body: { data: { docName: `invoice-${number}`, invoiceData: { id: invoiceId }, patientEmail: null } },
    });
    assert.equal(error, null);
    const { sourceURL, path: stored } = (data as { data: { sourceURL: string; path: string } }).data;
    assert.equal((await one(`select pdf_url from public.invoices where id = $1`, [invoiceId])).pdf_url, stored);
    const res = await fetch(sourceURL);
    assert.equal(res.status, 200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inv-')), 'i.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const inv = await one(`select total from public.invoices where id = $1`, [invoiceId]);
    const { patient } = await invoiceArgs();
    assert.match(text, new RegExp(`Invoice ${number}`));
    assert.match(text, new RegExp(`${patient.first_name} ${patient.last_name}`));
    assert.match(text, /Kåre Øvregate 7/);
    const [int, dec] = Number(inv.total).toFixed(2).split('.');
    assert.match(text, new RegExp(`${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}\\.${dec} NOK`));
    // what a Norwegian invoice prints (issue 25): provider, clinic address, bank account and KID in the body,
    // the VAT exemption, every date of service, the clinic's logo
    assert.match(text, /Behandler \/ Provider\s+Ingrid /);
    assert.match(text, /Karl Johans gate 10/);
    assert.match(text, /Kontonummer \/ Bank account\s+1234\.56\.78903/);
    assert.match(text, /KID\s+\d{7,}/);
    assert.match(text, /Helsetjenester er unntatt merverdiavgift, jf\. mval\. § 3-2/);
    const dates = (
      await q(
        `select to_char(a.start_at at time zone 'Europe/Oslo', 'DD.MM.YYYY') d from public.invoices i
         cross join unnest(i.appointment_ids) x join public.appointments a on a.id = x where i.id = $1`,
        [invoiceId],
      )
    ).map((r) => r.d as string);
    assert.equal(dates.length, 2);
    for (const d of dates) assert.ok(text.split(d).length - 1 >= 2, `${d} as a date of service and an item's date`);
    // the dates of service stand on their label's row, as every other value does (issue 37)
    assert.match(text, /Tjenestedato(?:er)? \/ Dates? of service[ ]+\d{2}\.\d{2}\.\d{4}/);
    // the browser's viewer shows the document's title, not the stored file's UUID
    assert.match(execFileSync('pdfinfo', [file]).toString(), new RegExp(`Title:\\s+Faktura / Invoice ${number}\n`));
    assert.doesNotMatch(text, /BETALT \/ PAID/);
    const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n');
    assert.equal(images.length, 3, 'the logo is the one image (two header lines, one row)');
    // the bucket is private: no public URL, and another clinic cannot sign it
    const pub = await fetch(`${stack.apiUrl}/storage/v1/object/public/invoices/${stored}`);
    assert.notEqual(pub.status, 200);
    const foreign = await sindre.storage.from('invoices').createSignedUrl(stored, 60);
    assert.ok(foreign.error);
  });

  it("after 'Mark as paid' the PDF made again carries the PAID mark and nothing left to pay", async () => {
    const paid = await ingrid.from('invoices').update({ is_paid: true }).eq('id', invoiceId).select('id');
    assert.equal(paid.error, null, paid.error?.message);
    const { data, error } = await ingrid.functions.invoke('create-invoice', {
      body: { data: { docName: `invoice-${number}`, invoiceData: { id: invoiceId }, patientEmail: null } },
    });
    assert.equal(error, null);
    const res = await fetch((data as { data: { sourceURL: string } }).data.sourceURL);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inv-')), 'i.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    assert.match(text, /BETALT \/ PAID/);
    assert.match(text, /Å betale \/ Amount due\s+0\.00 NOK/);
    await ingrid.from('invoices').update({ is_paid: false }).eq('id', invoiceId);
  });

  it('send-invoice mails the patient a link to the PDF', async () => {
    const { data, error } = await ingrid.functions.invoke('send-invoice', {
      body: { data: { invoiceData: { id: invoiceId }, invoiceFileUrl: 'ignored', patientEmail: 'patient4@demo.clinic' } },
    });
    assert.equal(error, null, JSON.stringify(data));
    const inbox = (await (await fetch(`${stack.inboxUrl}/api/v1/messages?to=patient4@demo.clinic`)).json()) as {
      messages: { Subject: string }[];
    };
    assert.ok(inbox.messages.some((m) => m.Subject.includes(`Invoice ${number}`)));
  });

  it('mark as paid is the only column a therapist may update', async () => {
    assert.equal((await ingrid.from('invoices').update({ is_paid: true }).eq('id', invoiceId)).error, null);
    assert.equal((await one(`select is_paid from public.invoices where id = $1`, [invoiceId])).is_paid, true);
    const forged = await ingrid.from('invoices').update({ pdf_url: 'elsewhere.pdf' }).eq('id', invoiceId);
    assert.equal(forged.error?.code, '42501');
  });

  it('delete removes the invoice and its address and returns the PDF path; the app may then remove the PDF', async () => {
    const inv = await one(`select address_id, pdf_url from public.invoices where id = $1`, [invoiceId]);
    const { data, error } = await ingrid.rpc('delete_invoice', { p_id: invoiceId });
    assert.equal(error, null);
    assert.equal(data, inv.pdf_url);
    assert.equal(await one(`select 1 from public.invoices where id = $1`, [invoiceId]), undefined);
    assert.equal(await one(`select 1 from public.user_addresses where id = $1`, [inv.address_id]), undefined);
    const removed = await ingrid.storage.from('invoices').remove([inv.pdf_url]);
    assert.equal(removed.error, null);
    assert.equal(removed.data?.length, 1);
    assert.equal(await one(`select 1 from storage.objects where bucket_id = 'invoices' and name = $1`, [inv.pdf_url]), undefined);
  });

  it('a clinic without invoices gets invoices_disabled', async () => {
    const { error } = await sindre.rpc('save_invoice', (await invoiceArgs()).args);
    assert.equal(error?.hint, 'invoices_disabled');
    assert.equal((await sindre.rpc('next_invoice_number')).error?.hint, 'invoices_disabled');
  });
});
