import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, remoteHeading } from '../support/browser';
import { signIn, startApp, type RunningApp } from '../support/app';
import { startStaticServer } from '../../shell/server/static-server';

/**
 * A team ships its remote alone (README "Deploying a remote"): deploy while the app runs, roll back, a build the
 * shell cannot host refused before the switch, and an override that stays in one browser.
 */
const repoRoot = path.resolve(__dirname, '../..');
const BASE_PORT = 4680;
const run = promisify(execFile);

let browser: Browser;
let app: RunningApp;
let work: string;
let deployDir: string;
/** mf-billing built with a label (stamped on its root element as data-build), as a team's new version. */
let newBuild: string;
const LABEL = `deploy-e2e-${Date.now()}`;
/** A second labelled build: the deploy after it (B), for the rollback sequence. */
let nextBuild: string;
const NEXT_LABEL = `${LABEL}-b`;
/** The version the first deploy made live (A). */
let deployedVersion: string;
/** The shell built for its version folder in the deployment (SHELL_PUBLIC_PATH), as its deploy builds it. */
let shellBuild: string;
const SHELL_VERSION = `e2e-${Date.now()}`;
const shellFolderUrl = () => `http://localhost:${BASE_PORT}/deployments/shell/${SHELL_VERSION}/`;

type Registry = Record<
  string,
  { manifest: string; routes: string[]; menu?: Record<string, string>; version?: string }
>;
const registry = () => JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as Registry;

/** The team's command, as the README gives it (npm run deploy -w mf-billing runs the same file). */
async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'deploy/src/cli.ts', ...args], { cwd: repoRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-'));
  deployDir = path.join(work, 'deployments');
  newBuild = path.join(work, 'mf-billing-new');
  nextBuild = path.join(work, 'mf-billing-next');
  shellBuild = path.join(work, 'shell-build');
  // The builds run while the stack starts (both take seconds; the machine's cores are shared).
  const labelled = (outputPath: string, label: string) =>
    run(
      'npx',
      [
        'webpack',
        '--mode',
        'production',
        '--env',
        `outputPath=${outputPath}`,
        '--env',
        `buildLabel=${label}`,
      ],
      {
        cwd: path.join(repoRoot, 'mf-billing'),
      },
    );
  const shell = () =>
    run('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${shellBuild}`], {
      cwd: path.join(repoRoot, 'shell'),
      env: { ...process.env, SHELL_PUBLIC_PATH: shellFolderUrl() },
    });
  const build = labelled(newBuild, LABEL)
    .then(() => labelled(nextBuild, NEXT_LABEL))
    .then(shell);
  app = await startApp({
    basePort: BASE_PORT,
    deployDir,
    remoteOverrides: { allowedOrigins: [`http://localhost:*`] },
  });
  browser = await launchBrowser();
  await build;
}, 360_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

async function billingBuild(page: Page): Promise<string | null> {
  await page.goto(app.url('/payments'));
  await remoteHeading(page, 'mf-billing');
  return page.locator('[data-remote="mf-billing"]').getAttribute('data-build');
}

const original = () => `http://localhost:${BASE_PORT + 4}/mf-manifest.json`;

test('a deploy while the app runs: a new page load gets the new mf-billing, the other remotes are untouched', async () => {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, app);
  expect(await billingBuild(page)).toBeNull();
  const before = registry();
  expect(before['mf-billing']!.manifest).toBe(original());

  const { code, output } = await cli(
    'deploy',
    'mf-billing',
    '--to',
    `local:${deployDir}`,
    '--dist',
    newBuild,
  );
  expect(output).toContain('provides every shared library mf-billing needs');
  expect(code).toBe(0);

  const after = registry();
  const version = after['mf-billing']!.version!;
  deployedVersion = version;
  expect(after['mf-billing']!.manifest).toBe(
    `http://localhost:${BASE_PORT}/deployments/remotes/mf-billing/${version}/mf-manifest.json`,
  );
  expect(after['mf-billing']!.routes).toEqual(before['mf-billing']!.routes);
  // The side-menu keys of the deployed build's routes.json travel with its routes.
  expect(after['mf-billing']!.menu).toEqual(before['mf-billing']!.menu);
  expect(after['mf-billing']!.menu!['/invoice/:id/edit']).toBe('payments');
  for (const name of ['mf-calendar', 'mf-patients', 'mf-journal', 'mf-content']) {
    expect(after[name]).toEqual(before[name]);
  }

  // The page opened before the switch gets the new version on its next load; no server restarted.
  await page.reload();
  await remoteHeading(page, 'mf-billing');
  expect(await page.locator('[data-remote="mf-billing"]').getAttribute('data-build')).toBe(LABEL);
  const calendarScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`:${BASE_PORT + 1}/`)) calendarScripts.push(request.url());
  });
  await page.goto(app.url('/dashboard/calendar'));
  expect(await remoteHeading(page, 'mf-calendar')).toBe('Calendar');
  expect(calendarScripts.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  await page.context().close();
});

/** What a browser that never deployed anything runs: a fresh context, signed in, on mf-billing's page. */
async function freshBrowserBuild(): Promise<string | null> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, app);
  const build = await billingBuild(page);
  await page.context().close();
  return build;
}

test('deploy A, deploy B, rollback → A, rollback → what ran before the first deploy (a fresh browser each time)', async () => {
  // What ran before: mf-billing/dist, served by the app; the first deploy (A, above) kept a copy of it.
  const servedDist = path.join(repoRoot, 'mf-billing/dist');
  const servedManifest = fs.readFileSync(path.join(servedDist, 'mf-manifest.json'));
  expect(registry()['mf-billing']!.version).toBe(deployedVersion);
  expect(await freshBrowserBuild()).toBe(LABEL);

  const b = await cli('deploy', 'mf-billing', '--to', `local:${deployDir}`, '--dist', nextBuild);
  expect(b.code).toBe(0);
  expect(await freshBrowserBuild()).toBe(NEXT_LABEL);

  const toA = await cli('rollback', 'mf-billing', '--to', `local:${deployDir}`);
  expect(toA.output).toContain('rolled back');
  expect(toA.code).toBe(0);
  expect(registry()['mf-billing']!.version).toBe(deployedVersion);
  expect(await freshBrowserBuild()).toBe(LABEL);

  const toBefore = await cli('rollback', 'mf-billing', '--to', `local:${deployDir}`);
  expect(toBefore.code).toBe(0);
  const before = registry()['mf-billing']!;
  // The immutable copy, not the folder npm start serves (which a later build would overwrite).
  expect(before.manifest).toBe(
    `http://localhost:${BASE_PORT}/deployments/remotes/mf-billing/${before.version}/mf-manifest.json`,
  );
  expect(
    fs.readFileSync(path.join(deployDir, 'remotes/mf-billing', before.version!, 'mf-manifest.json')),
  ).toEqual(servedManifest);
  expect(await freshBrowserBuild()).toBeNull();
  // No deploy wrote into the served folder.
  expect(fs.readFileSync(path.join(servedDist, 'mf-manifest.json'))).toEqual(servedManifest);
});

test('an override in one browser context does not affect another', async () => {
  // The rolled-back version is still kept in the deployment: a team tries it in its own browser.
  const candidate = `http://localhost:${BASE_PORT}/deployments/remotes/mf-billing/${deployedVersion}/mf-manifest.json`;

  const trying = await (await newContext(browser)).newPage();
  await signIn(trying, app);
  await trying.evaluate(() => localStorage.setItem('mf-overrides-ui', 'on'));
  await trying.goto(app.url('/payments'));
  // Set through the panel, as a developer does.
  await trying.getByRole('button', { name: 'Remote overrides' }).click();
  await trying.getByLabel('mf-billing').fill(candidate);
  await Promise.all([
    trying.waitForEvent('load'),
    trying
      .getByRole('region', { name: 'Remote overrides' })
      .locator('form', { has: trying.getByLabel('mf-billing') })
      .getByRole('button', { name: 'Set and reload' })
      .click(),
  ]);
  await remoteHeading(trying, 'mf-billing');
  expect(await trying.locator('[data-remote="mf-billing"]').getAttribute('data-build')).toBe(LABEL);
  await expect(trying.getByTestId('override-marker').textContent()).resolves.toContain(
    `mf-billing → ${candidate}`,
  );

  const other = await (await newContext(browser)).newPage();
  await signIn(other, app);
  expect(await billingBuild(other)).toBeNull();
  expect(await other.getByTestId('override-marker').count()).toBe(0);

  // A value the deployment does not allow is ignored (and shown as such), never loaded.
  await other.evaluate(() =>
    localStorage.setItem('mf-override:mf-billing', 'https://evil.example/mf-manifest.json'),
  );
  expect(await billingBuild(other)).toBeNull();
  expect(await other.getByTestId('override-marker').count()).toBe(0);

  // Clearing from the marker returns this browser to the deployed version.
  await Promise.all([
    trying.waitForEvent('load'),
    trying.getByRole('button', { name: 'Clear overrides and reload' }).click(),
  ]);
  await remoteHeading(trying, 'mf-billing');
  expect(await trying.locator('[data-remote="mf-billing"]').getAttribute('data-build')).toBeNull();
  await trying.context().close();
  await other.context().close();
});

test('a build that needs a shared library the shell does not provide is refused before the switch', async () => {
  // The new build's manifest as a build would write it had it added a shared library and moved to React 20.
  const incompatible = path.join(work, 'mf-billing-incompatible');
  fs.cpSync(newBuild, incompatible, { recursive: true });
  const manifestFile = path.join(incompatible, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
  };
  manifest.shared.push({ name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true });
  manifest.shared.find((entry) => entry.name === 'react')!.requiredVersion = '^20.0.0';
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const registryBefore = fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');
  const versionsBefore = fs.readdirSync(path.join(deployDir, 'remotes/mf-billing')).sort();

  const { code, output } = await cli(
    'deploy',
    'mf-billing',
    '--to',
    `local:${deployDir}`,
    '--dist',
    incompatible,
  );
  expect(code).toBe(2);
  expect(output).toContain('Refusing to deploy mf-billing');
  expect(output).toContain('left-pad ^1.3.0: the shell does not provide it');
  expect(output).toMatch(/react \^20\.0\.0: the shell provides 19\./);
  expect(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')).toBe(registryBefore);
  expect(fs.readdirSync(path.join(deployDir, 'remotes/mf-billing')).sort()).toEqual(versionsBefore);
});

test('the same deploy targets Supabase Storage (the local stack): public immutable files, registry switched', async () => {
  const headers = { apikey: app.stack.serviceRoleKey, Authorization: `Bearer ${app.stack.serviceRoleKey}` };
  const created = await fetch(`${app.stack.apiUrl}/storage/v1/bucket`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: 'deployments', name: 'deployments', public: true }),
  });
  expect(created.ok).toBe(true);
  const env = {
    ...process.env,
    SUPABASE_URL: app.stack.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: app.stack.serviceRoleKey,
  };
  const to = 'supabase://deployments/staging';
  const cliEnv = (...args: string[]) =>
    run('npx', ['tsx', 'deploy/src/cli.ts', ...args], { cwd: repoRoot, env }).then(({ stdout }) => stdout);

  await cliEnv('init', '--to', to, '--registry', path.join(deployDir, 'remotes.json'));
  const initial = registry()['mf-billing']!.manifest;
  await cliEnv('deploy', 'mf-billing', '--to', to, '--dist', newBuild);
  const publicBase = `${app.stack.apiUrl}/storage/v1/object/public/deployments/staging`;
  const live = (await (await fetch(`${publicBase}/remotes.json`)).json()) as Registry;
  expect(live['mf-billing']!.manifest).toBe(
    `${publicBase}/remotes/mf-billing/${live['mf-billing']!.version}/mf-manifest.json`,
  );
  const manifest = await fetch(live['mf-billing']!.manifest);
  expect(manifest.headers.get('cache-control')).toContain('immutable');
  expect(((await manifest.json()) as { name: string }).name).toBe('mf_billing');

  // A static host of the shell (no remotes.json of its own, no rewrite): its config.json names the bucket's.
  const staticShell = path.join(work, 'static-shell');
  fs.cpSync(path.join(repoRoot, 'shell/dist'), staticShell, { recursive: true });
  fs.rmSync(path.join(staticShell, 'remotes.json'));
  const host = await startStaticServer({
    dir: staticShell,
    port: BASE_PORT + 10,
    spa: true,
    jsonOverrides: {
      '/config.json': {
        supabaseUrl: app.stack.apiUrl,
        supabaseAnonKey: app.stack.anonKey,
        registryUrl: `${publicBase}/remotes.json`,
      },
    },
  });
  const onStaticHost = async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, { ...app, url: (p: string) => `${host.url}${p}` });
    await page.goto(`${host.url}/payments`);
    await remoteHeading(page, 'mf-billing');
    const build = await page.locator('[data-remote="mf-billing"]').getAttribute('data-build');
    await page.context().close();
    return build;
  };
  try {
    // The host has no registry: the shell's comes from the bucket.
    expect((await fetch(`${host.url}/remotes.json`)).status).toBe(404);
    expect(await onStaticHost()).toBe(LABEL);
    await cliEnv('rollback', 'mf-billing', '--to', to);
    const back = (await (
      await fetch(`${publicBase}/remotes.json`, { cache: 'no-store' })
    ).json()) as Registry;
    expect(back['mf-billing']!.manifest).toBe(initial);
    expect(await onStaticHost()).toBeNull();
  } finally {
    await host.close();
  }
});

/**
 * Which shell a page runs, from what it loaded: the deployment's version folder (SHELL_VERSION) or the host's
 * own build at the origin's root (shell/dist, what ran before the first shell deploy).
 */
async function shellOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLScriptElement>('script[src$="main.js"]')!.src;
    const bootstrap = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/src_bootstrap_tsx\.[0-9a-f]+\.js$/.test(name));
    return `${main.replace(/main\.js$/, '')} ${bootstrap?.replace(/src_bootstrap.*$/, '') ?? 'no bootstrap'}`;
  });
}

async function freshBrowserShell(): Promise<string> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, app);
  await billingBuild(page);
  const shell = await shellOf(page);
  await page.context().close();
  return shell;
}

test('a shell deploy while a remote is overridden in another browser: the override keeps working, a fresh browser gets the new shell, rollback returns the old one', async () => {
  const to = `local:${deployDir}`;
  const hostShell = `http://localhost:${BASE_PORT}/ http://localhost:${BASE_PORT}/`;
  const deployedShell = `${shellFolderUrl()} ${shellFolderUrl()}`;
  expect(await freshBrowserShell()).toBe(hostShell);

  // A team tries mf-billing A in its own browser, opened before the shell deploy.
  const candidate = `http://localhost:${BASE_PORT}/deployments/remotes/mf-billing/${deployedVersion}/mf-manifest.json`;
  const trying = await (await newContext(browser)).newPage();
  await signIn(trying, app);
  await trying.evaluate((url) => localStorage.setItem('mf-override:mf-billing', url), candidate);
  expect(await billingBuild(trying)).toBe(LABEL);
  expect(await shellOf(trying)).toBe(hostShell);

  const deployed = await cli('deploy', 'shell', '--to', to, '--dist', shellBuild, '--version', SHELL_VERSION);
  expect(deployed.output).toContain('the new shell provides every shared library the live remotes need');
  expect(deployed.code).toBe(0);
  // What remote deploys are checked against is the live shell's manifest.
  expect(fs.readFileSync(path.join(deployDir, 'shell/mf-manifest.json'), 'utf8')).toBe(
    `${JSON.stringify(JSON.parse(fs.readFileSync(path.join(shellBuild, 'mf-manifest.json'), 'utf8')), null, 2)}\n`,
  );

  // The browser with the override reloads into the new shell and keeps its override.
  expect(await billingBuild(trying)).toBe(LABEL);
  expect(await shellOf(trying)).toBe(deployedShell);
  await expect(trying.getByTestId('override-marker').textContent()).resolves.toContain(
    `mf-billing → ${candidate}`,
  );
  // A fresh browser gets the new shell and the registry's mf-billing.
  expect(await freshBrowserShell()).toBe(deployedShell);
  expect(await freshBrowserBuild()).toBeNull();

  const status = await cli('status', 'shell', '--to', to);
  expect(status.output).toContain(`shell live: ${SHELL_VERSION}`);

  const back = await cli('rollback', 'shell', '--to', to);
  expect(back.output).toContain(`rolled back from ${SHELL_VERSION} to before-deploy`);
  expect(back.code).toBe(0);
  expect(await freshBrowserShell()).toBe(hostShell);
  expect(await billingBuild(trying)).toBe(LABEL);
  expect(await shellOf(trying)).toBe(hostShell);
  await trying.context().close();
  // The version stays in the deployment (a tab booted from it keeps loading its chunks).
  expect(fs.existsSync(path.join(deployDir, 'shell', SHELL_VERSION, 'main.js'))).toBe(true);
});
