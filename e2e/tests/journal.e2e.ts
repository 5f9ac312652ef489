import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser';
import { fillSignIn, signIn, startApp, type RunningApp } from '../support/app';
import { createTherapist, OSLO_CLINIC_ID, serviceRest, userIdOf } from '../support/service-api';

// Journal records against the real stack: the seeded journal, a record with #PatientFullName resolved on
// save, an edit by the author, the colleague's confidential overlay (reason in access_log), the history, a
// group PDF read back with pdftotext (æøå), and a save made while offline that is sent once when back.
let browser: Browser;
let app: RunningApp;
let context: BrowserContext;
let page: Page;
const db = serviceRest(() => app);

const MARK = `E2E ${Date.now().toString(36)}`;
let patientId = '';
let patientName = '';
let journalId = '';

/** Debian's poppler-utils gives pdftotext (installed like chromium: only when missing, as root). */
function ensurePdftotext(): void {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    if (process.getuid?.() !== 0)
      throw new Error('pdftotext is missing: sudo apt-get install -y poppler-utils');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', {
      stdio: 'inherit',
    });
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  ensurePdftotext();
  app = await startApp({ basePort: 4440 });
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  patientId = await userIdOf(db, 'patient1@demo.clinic');
  const [patient] = await db.get<{ first_name: string; last_name: string }[]>(
    `users?select=first_name,last_name&id=eq.${patientId}`,
  );
  patientName = `${patient!.first_name} ${patient!.last_name}`;
  const [profile] = await db.get<{ journal_id: string }[]>(
    `patient_profiles?select=journal_id&user_id=eq.${patientId}`,
  );
  journalId = profile!.journal_id;
  await signIn(page, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const records = (p: Page = page): Locator => p.getByRole('region', { name: 'Journal records' });
const cardWith = (text: string, p: Page = page): Locator =>
  records(p).getByRole('listitem').filter({ hasText: text });
/** The editor's Add record is no longer blocked (the node may be swapped when its tooltip loads: re-read). */
const addEnabled = () =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (b) => b.textContent?.trim() === 'Add record' && b.getAttribute('aria-disabled') !== 'true',
    ),
  );
const recordCount = async () =>
  (await db.get<{ id: string }[]>(`journal_records?select=id&journal_id=eq.${journalId}`)).length;

test('the seeded journal lists its records, newest first', async () => {
  const seeded = await recordCount();
  expect(seeded).toBeGreaterThan(0);
  await page.goto(app.url(`/patients/${patientId}/journal`));
  await records().getByTestId('journal-record-text').first().waitFor();
  expect(await records().getByTestId('journal-record-text').count()).toBe(seeded);
  // the page says whose journal it is; the create card's action is a button
  expect(await page.locator('[data-remote="mf-journal"] h1').innerText()).toBe(`Journal for ${patientName}`);
  expect(await records().getByRole('button', { name: 'Add record' }).count()).toBe(1);
});

test('a record with #PatientFullName is saved with the patient’s name', async () => {
  await records().getByRole('button', { name: 'Add record' }).click();
  await page.waitForURL(`**/journals/${journalId}/journal-record-new`);
  const add = page.getByRole('button', { name: 'Add record' });
  const editor = page.getByRole('textbox', { name: 'Record' });
  await editor.waitFor();
  // blocked until there is text (aria-disabled: it stays focusable and says why)
  expect(await add.getAttribute('aria-disabled')).toBe('true');
  await editor.click();
  await page.keyboard.type(`${MARK} session with #Patient`);
  // the # list offers the variables
  await page.getByRole('option', { name: '#PatientFullName' }).waitFor();
  await page.keyboard.type('FullName, blåbær.');
  await addEnabled();
  await add.click();
  await page.getByText('Journal record was added', { exact: true }).waitFor();
  await page.waitForURL(`**/patients/${patientId}/journal`);
  const card = cardWith(MARK);
  await card.waitFor();
  expect(squash(await card.getByTestId('journal-record-text').innerText())).toBe(
    `${MARK} session with ${patientName}, blåbær.`,
  );
});

test("text inserted by the browser's insert-text command into the empty editor is kept and saved", async () => {
  // document.execCommand('insertText') is what text expanders, dictation and some IMEs do: the browser changes
  // the DOM and sends only an input event. Before the fix the area crashed (NotFoundError removeChild).
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(error.message);
  page.on('pageerror', onError);
  try {
    // its own mark: the later tests find the MARK record by text
    const note = `Dictated ${Date.now().toString(36)}`;
    await page.goto(app.url(`/journals/${journalId}/journal-record-new`));
    const editor = page.getByRole('textbox', { name: 'Record' });
    await editor.waitFor();
    await editor.click();
    expect(await page.evaluate((text) => document.execCommand('insertText', false, text), note)).toBe(true);
    await editor.getByText(note).waitFor();
    // typing goes on after the inserted text
    await page.keyboard.type(' and typed.');
    await editor.getByText(`${note} and typed.`).waitFor();
    expect(await page.getByText('This part of the workspace could not be loaded').count()).toBe(0);
    const add = page.getByRole('button', { name: 'Add record' });
    await addEnabled();
    await add.click();
    await page.waitForURL(`**/patients/${patientId}/journal`);
    expect(squash(await cardWith(note).getByTestId('journal-record-text').innerText())).toBe(
      `${note} and typed.`,
    );
    expect(problems).toEqual([]);
  } finally {
    page.off('pageerror', onError);
  }
});

test("another clinic's therapist opening an Oslo journal URL gets the not-found screen and no data", async () => {
  const [record] = await db.get<{ id: string }[]>(
    `journal_records?select=id&journal_id=eq.${journalId}&order=created_at.desc&limit=1`,
  );
  const bergen = await (await newContext(browser)).newPage();
  try {
    await signIn(bergen, app, 'therapist@fjord.clinic');
    for (const path of [
      `/patients/${patientId}/journal`,
      `/journals/${journalId}/journal-record/${record!.id}/edit`,
      `/journals/${journalId}/journal-record-new`,
    ]) {
      await bergen.goto(app.url(path));
      await bergen
        .locator('[data-remote="mf-journal"]')
        .getByText("That page doesn't exist or is unavailable")
        .waitFor({ timeout: 15_000 });
      expect(await bergen.getByText('Something went wrong, try again later.').count()).toBe(0);
      expect(await bergen.getByText(MARK).count()).toBe(0);
      expect(await bergen.getByText(patientName).count()).toBe(0);
    }
  } finally {
    await bergen.context().close();
  }
});

test('the author edits the record', async () => {
  await cardWith(MARK).getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL('**/edit');
  const editor = page.getByRole('textbox', { name: 'Record' });
  await editor.getByText(MARK).waitFor();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Updated by the author.');
  await page.getByRole('button', { name: 'Update Record' }).click();
  await page.getByText('Journal record was updated', { exact: true }).waitFor();
  await cardWith('Updated by the author.').waitFor();
});

test('the colleague meets the confidential overlay, gives a reason (access_log) and cannot edit', async () => {
  // A colleague attached to the patient (not the main therapist). Lars of the seed signs in with Vipps only.
  const email = `journal-colleague-${MARK.slice(4)}@demo.clinic`;
  const colleague = await createTherapist(app, db, {
    email,
    password: 'colleague-pass-1',
    firstName: 'Mona',
    lastName: 'Vik',
  });
  const [profile] = await db.get<{ id: string }[]>(`therapist_profiles?select=id&user_id=eq.${colleague}`);
  await db.post('therapist_patients', {
    clinic_id: OSLO_CLINIC_ID,
    therapist_user_id: colleague,
    therapist_profile_id: profile!.id,
    patient_user_id: patientId,
    is_main: false,
  });
  const other = await (await newContext(browser)).newPage();
  await other.goto(app.url('/login'));
  await fillSignIn(other, email, 'colleague-pass-1');
  await other.waitForURL((url) => !url.pathname.startsWith('/login'), {
    timeout: 15_000,
    waitUntil: 'commit',
  });
  await other.goto(app.url(`/patients/${patientId}/journal`));
  const dialog = other.getByRole('dialog', { name: 'Confidential information' });
  await dialog.waitFor();
  expect(await other.getByText(MARK).count()).toBe(0);
  await dialog.getByLabel('Reason').fill('Covering the e2e patient');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const card = cardWith(MARK, other);
  await card.waitFor();
  await card.getByRole('button', { name: 'Record actions' }).click();
  await other.getByRole('menuitem', { name: 'Copy text' }).waitFor();
  expect(await other.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
  await other.keyboard.press('Escape');
  const rows = await db.get<{ action: string; reason: string }[]>(
    `access_log?select=action,reason&reader_id=eq.${colleague}&patient_user_id=eq.${patientId}&order=created_at`,
  );
  expect(rows[0]).toEqual({ action: 'CONFIRM', reason: 'Covering the e2e patient' });
  expect(rows.some((r) => r.action === 'READ_LIST' && r.reason === 'Covering the e2e patient')).toBe(true);
  await other.context().close();
});

test('the history shows Created record and Updated record with the texts', async () => {
  await page.goto(app.url(`/patients/${patientId}/journal?tab=logs`));
  const logs = page.getByRole('list', { name: 'Journal logs' });
  const entries = logs.getByRole('listitem').filter({ hasText: MARK });
  await entries.first().waitFor();
  const texts = await entries.allInnerTexts();
  expect(texts.some((t) => t.includes('Updated record') && t.includes('Updated by the author.'))).toBe(true);
  expect(texts.some((t) => t.includes('Created record'))).toBe(true);
});

test('a group PDF of 3 records holds their text, æøå included', async () => {
  await page.goto(app.url(`/patients/${patientId}/journal`));
  await cardWith(MARK).waitFor();
  const firstThree = (await records().getByTestId('journal-record-text').allInnerTexts())
    .slice(0, 3)
    .map(squash);
  await page.getByRole('button', { name: 'Create PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Journal records as PDF' });
  const boxes = dialog.getByRole('checkbox');
  for (let i = 0; i < 3; i += 1) await boxes.nth(i).check();
  await dialog.getByRole('button', { name: 'Create PDF' }).click();
  const preview = dialog.getByTitle('PDF preview');
  await preview.waitFor({ timeout: 20_000 });
  const src = (await preview.getAttribute('src'))!.replace(/#.*$/, '');
  const pdf = await fetch(src);
  expect(pdf.status).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-e2e-')), 'group.pdf');
  fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
  const text = squash(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  for (const recordText of firstThree) expect(text).toContain(recordText);
  expect(text).toContain('blåbær');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
});

test('offline: the text survives a reload, a save made offline is sent once when back online', async () => {
  const note = `${MARK} offline note æøå`;
  await page.goto(app.url(`/journals/${journalId}/journal-record-new`));
  const editor = page.getByRole('textbox', { name: 'Record' });
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type(note);
  await page.reload();
  await page.getByRole('textbox', { name: 'Record' }).getByText(note).waitFor();

  const before = await recordCount();
  await context.setOffline(true);
  await page.getByText('No internet connection or network is slow', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Record' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' (typed offline)');
  await page.getByRole('button', { name: 'Add record' }).click();
  expect(await recordCount()).toBe(before);

  await context.setOffline(false);
  await page.waitForURL(`**/patients/${patientId}/journal`, { timeout: 20_000 });
  await cardWith(`${note} (typed offline)`).waitFor();
  expect(await recordCount()).toBe(before + 1);
  expect(await cardWith('offline note').count()).toBe(1);
  // nothing of the text is left in the tab once it is saved
  const kept = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => k.startsWith('mf-journal:draft:')),
  );
  expect(kept).toEqual([]);
});
