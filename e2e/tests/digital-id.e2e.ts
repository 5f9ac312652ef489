import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, remoteHeading, watchForProblems } from '../support/browser';
import { fillSignIn, signIn, startApp, type RunningApp } from '../support/app';

// The digital ID (Vipps) through the local stack's own OpenID provider: real redirects, the provider's login
// and consent pages, real codes spent by the edge functions.
let browser: Browser;
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ basePort: 4350 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<Page> {
  return (await newContext(browser)).newPage();
}

/** On the provider's pages: pick the identity, then allow sharing the information. */
async function authoriseAs(page: Page, identity: RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
  await page.getByLabel(identity).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

async function vippsFlag(email: string): Promise<boolean> {
  const headers = { apikey: app.stack.serviceRoleKey, Authorization: `Bearer ${app.stack.serviceRoleKey}` };
  const [user] = (await (
    await fetch(
      `${app.stack.apiUrl}/rest/v1/users?select=is_vipps_connected_to_profile&email=eq.${encodeURIComponent(email)}`,
      { headers },
    )
  ).json()) as Array<{ is_vipps_connected_to_profile: boolean }>;
  return user!.is_vipps_connected_to_profile;
}

async function signInWithVipps(page: Page, identity: RegExp): Promise<void> {
  await page.goto(app.url('/login'));
  await page.getByRole('button', { name: 'Log in with Vipps' }).click();
  await authoriseAs(page, identity);
}

test('a therapist connected to Vipps signs in with it and lands on the calendar', async () => {
  const page = await newPage();
  const problems = watchForProblems(page);
  await signInWithVipps(page, /Lars Bakke/);
  expect(await remoteHeading(page, 'mf-calendar')).toBe('Calendar');
  expect(new URL(page.url()).pathname).toBe('/dashboard/calendar');
  // The session is colleague@demo.clinic's, and it survives a reload (the login method matches the profile).
  await page.reload();
  expect(await remoteHeading(page, 'mf-calendar')).toBe('Calendar');
  await page.getByRole('button', { name: 'User menu for Lars Bakke' }).waitFor();
  expect(problems.errors).toEqual([]);
});

test('an identity without a connected profile is refused and stays on the login page', async () => {
  const page = await newPage();
  await signInWithVipps(page, /Kari Nordmann/);
  await page.getByText("You don't have connected profile to Vipps", { exact: true }).waitFor();
  await page.waitForURL('**/login');
  await expect(page.locator('[data-remote]').count()).resolves.toBe(0);
});

test('a password user connects Vipps and is signed out (the method no longer matches), is refused the password, signs in with Vipps, disconnects and is signed out again', async () => {
  const email = 'therapist@demo.clinic';
  expect(await vippsFlag(email)).toBe(false);
  const page = await newPage();
  await signIn(page, app, email);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Connect Vipps' }).click();
  await page.waitForURL('**/connect-vipps');
  await page.getByRole('button', { name: 'Connect Vipps' }).click();
  // connecting changes how the therapist signs in: the app says so and asks first
  const confirmConnect = page.getByRole('dialog', { name: 'Connect Vipps?' });
  await confirmConnect.getByRole('button', { name: 'Connect Vipps' }).click();
  await authoriseAs(page, /Ingrid Solberg/);
  await page.getByText('Vipps connected successfully', { exact: true }).waitFor();
  // spec 000 §4: the login method must match the profile; on mismatch the user is logged out, with the message
  await page.getByText('You need to use login by Vipps', { exact: true }).waitFor();
  await page.waitForURL('**/login');
  expect(await vippsFlag(email)).toBe(true);

  const passwordPage = await newPage();
  await passwordPage.goto(app.url('/login'));
  await fillSignIn(passwordPage, email);
  await passwordPage.getByText('You need to use login by Vipps', { exact: true }).waitFor();
  expect(new URL(passwordPage.url()).pathname).toBe('/login');

  const vippsPage = await newPage();
  await signInWithVipps(vippsPage, /Ingrid Solberg/);
  expect(await remoteHeading(vippsPage, 'mf-calendar')).toBe('Calendar');
  await vippsPage.goto(app.url('/connect-vipps'));
  await vippsPage.getByRole('button', { name: 'Disconnect Vipps' }).click();
  await vippsPage
    .getByRole('dialog', { name: 'Disconnect Vipps?' })
    .getByRole('button', { name: 'Disconnect Vipps' })
    .click();
  await vippsPage.getByText('Vipps disconnected successfully', { exact: true }).waitFor();
  await vippsPage
    .getByText('You need to use email and password in order to login', { exact: true })
    .waitFor();
  await vippsPage.waitForURL('**/login');
  expect(await vippsFlag(email)).toBe(false);
});
