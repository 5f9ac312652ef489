import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEEP_VERSIONS, deployRemote } from './deploy';
import type { FederationManifest } from './shared-check';
import { deployShell, rollbackShell, shellPublicPath, shellStatus } from './shell-deploy';
import { LocalFolderTarget } from './targets/local-folder';

/** What the live remotes in the registry need (their manifests, as fetched from the registry's URLs). */
const liveRemotes = (): Record<string, FederationManifest> => ({
  'http://localhost:3004/mf-manifest.json': {
    name: 'mf_billing',
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }],
    exposes: [{ path: './app' }],
  },
  'http://localhost:3003/mf-manifest.json': {
    name: 'mf_journal',
    shared: [{ name: 'shared-ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true }],
    exposes: [{ path: './app' }],
  },
});
let remoteManifests = liveRemotes();
const fetchManifest = async (url: string) => {
  const manifest = remoteManifests[url];
  if (!manifest) throw new Error(`${url}: 404`);
  return manifest;
};
const hostShell = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'shared-ui', version: '0.1.0' },
  ],
};

let root: string;
let folder: string;
let target: LocalFolderTarget;
let versions = 0;
let clock = Date.parse('2026-11-28T10:00:00Z');
const now = () => new Date((clock += 1000));

/** A fake shell build for `version`'s folder: index.html loading main.js from it, a chunk, the manifest. */
function fakeShellBuild(shared = hostShell.shared): { dist: string; version: string } {
  versions += 1;
  const version = `v${versions}`;
  const dist = fs.mkdtempSync(path.join(root, 'shell-build-'));
  const base = shellPublicPath(target, version);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script defer src="${base}main.js"></script>` +
      `<link rel="preload" as="fetch" href="/remotes.json"></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'main.js'), `/* shell build ${versions} */`);
  fs.writeFileSync(path.join(dist, `bootstrap.${versions}.js`), `/* bootstrap ${versions} */`);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...hostShell, shared }));
  return { dist, version };
}

const live = () => fs.readFileSync(path.join(folder, 'index.html'), 'utf8');
const liveManifest = () =>
  JSON.parse(fs.readFileSync(path.join(folder, 'shell/mf-manifest.json'), 'utf8')) as FederationManifest;
const deploy = (build: { dist: string; version: string }) =>
  deployShell({ distDir: build.dist, version: build.version, target, fetchManifest, now });
const rollback = () => rollbackShell({ target, fetchManifest, now });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-deploy-test-'));
  folder = path.join(root, 'target');
  fs.mkdirSync(path.join(folder, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'deployment.json'),
    JSON.stringify({ publicUrl: 'http://localhost:9/deployments' }),
  );
  fs.writeFileSync(path.join(folder, 'shell/mf-manifest.json'), JSON.stringify(hostShell));
  fs.writeFileSync(
    path.join(folder, 'remotes.json'),
    JSON.stringify({
      'mf-billing': { manifest: 'http://localhost:3004/mf-manifest.json', routes: ['/payments'] },
      'mf-journal': { manifest: 'http://localhost:3003/mf-manifest.json', routes: ['/journals'] },
    }),
  );
  target = new LocalFolderTarget(folder);
  remoteManifests = liveRemotes();
  versions = 0;
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a deploy publishes shell/<version>/ and switches by writing index.html, which loads the versioned files', async () => {
  const build = fakeShellBuild();
  await deploy(build);
  const versionFolder = path.join(folder, 'shell', build.version);
  expect(fs.readdirSync(versionFolder).sort()).toEqual(
    ['bootstrap.1.js', 'index.html', 'main.js', 'mf-manifest.json'].sort(),
  );
  // The live index.html is the version's, byte for byte; its script comes from the version's folder.
  expect(live()).toBe(fs.readFileSync(path.join(versionFolder, 'index.html'), 'utf8'));
  expect(live()).toContain('src="http://localhost:9/deployments/shell/v1/main.js"');
  expect(liveManifest()).toEqual(hostShell);
  expect(fs.readdirSync(folder).filter((name) => name.includes('.tmp'))).toEqual([]);
  expect(await shellStatus(target)).toMatchObject({
    live: 'v1',
    history: [{ version: 'before-deploy' }, { version: 'v1' }],
  });
});

test('a build made for another folder is refused (its files would be requested from elsewhere)', async () => {
  const build = fakeShellBuild();
  await expect(deploy({ dist: build.dist, version: 'other' })).rejects.toThrow(
    /was not built for .*shell\/other\//,
  );
  expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(false);
  expect(fs.existsSync(path.join(folder, 'shell/other'))).toBe(false);
});

test('a shell that no longer provides what a live remote needs is refused before any upload, naming the remote', async () => {
  const build = fakeShellBuild([
    { name: 'react', version: '20.0.0' },
    { name: 'shared-ui', version: '0.1.0' },
  ]);
  await expect(deploy(build)).rejects.toThrow('mf-billing needs react ^19.0.0: the shell provides 20.0.0');
  const without = fakeShellBuild([{ name: 'react', version: '19.3.1' }]);
  await expect(deploy(without)).rejects.toThrow(
    'mf-journal needs shared-ui ^0.1.0: the shell does not provide it',
  );
  expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(false);
  expect(fs.readdirSync(path.join(folder, 'shell'))).toEqual(['mf-manifest.json']);
  expect(liveManifest()).toEqual(hostShell);
});

test("a remote's deploy after a shell deploy is checked against the deployed shell's manifest", async () => {
  await deploy(
    fakeShellBuild([
      { name: 'react', version: '19.3.1' },
      { name: 'shared-ui', version: '0.1.0' },
      { name: 'i18next', version: '25.0.0' },
    ]),
  );
  expect(liveManifest().shared?.map((entry) => entry.name)).toContain('i18next');
  const dist = fs.mkdtempSync(path.join(root, 'billing-'));
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_billing',
      shared: [{ name: 'i18next', version: '26.0.0', requiredVersion: '^26.0.0' }],
      exposes: [{ path: './app' }],
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'contract.json'),
    JSON.stringify({ name: 'mf-billing', routes: ['/payments'], exposes: ['./app'] }),
  );
  await expect(deployRemote({ name: 'mf-billing', distDir: dist, target })).rejects.toThrow(
    'i18next ^26.0.0: the shell provides 25.0.0',
  );
});

test('deploy A, deploy B, rollback → A, rollback → the host’s own shell (index.html removed, its manifest back)', async () => {
  const a = fakeShellBuild();
  const b = fakeShellBuild([...hostShell.shared, { name: 'i18next', version: '25.0.0' }]);
  await deploy(a);
  const indexA = live();
  await deploy(b);
  expect(live()).toContain('/shell/v2/main.js');
  expect(liveManifest().shared).toHaveLength(3);

  expect(await rollback()).toEqual({ from: 'v2', to: 'v1' });
  expect(live()).toBe(indexA);
  expect(liveManifest()).toEqual(hostShell);

  expect(await rollback()).toEqual({ from: 'v1', to: 'before-deploy' });
  expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(false);
  expect(liveManifest()).toEqual(hostShell);
  expect((await shellStatus(target)).live).toBeNull();
  await expect(rollback()).rejects.toThrow('no earlier version kept');
  // Versions stay: a page booted from one keeps loading its chunks.
  expect(fs.existsSync(path.join(folder, 'shell/v2/main.js'))).toBe(true);

  // A deploy after the rollbacks goes live; the next rollback skips the rolled-back ones.
  const c = fakeShellBuild();
  await deploy(c);
  expect(live()).toContain('/shell/v3/main.js');
  expect(await rollback()).toEqual({ from: 'v3', to: 'before-deploy' });
});

test('a rollback to a shell the live remotes no longer fit is refused and switches nothing', async () => {
  await deploy(fakeShellBuild());
  await deploy(
    fakeShellBuild([
      { name: 'react', version: '19.4.0' },
      { name: 'shared-ui', version: '0.1.0' },
    ]),
  );
  // mf-billing was redeployed meanwhile against a React only the live shell (v2) provides.
  remoteManifests['http://localhost:3004/mf-manifest.json']!.shared![0]!.requiredVersion = '^19.4.0';
  await expect(rollback()).rejects.toThrow('mf-billing needs react ^19.4.0: the shell provides 19.3.1');
  expect(live()).toContain('/shell/v2/main.js');
  expect((await shellStatus(target)).live).toBe('v2');
});

test(`only the last ${KEEP_VERSIONS} deployments are kept; older versions' files are deleted`, async () => {
  const builds = Array.from({ length: KEEP_VERSIONS + 2 }, () => fakeShellBuild());
  for (const build of builds) await deploy(build);
  const { history, live: liveVersion } = await shellStatus(target);
  expect(history.map((entry) => entry.version)).toEqual(
    builds.slice(-KEEP_VERSIONS).map((build) => build.version),
  );
  expect(liveVersion).toBe(builds.at(-1)!.version);
  expect(fs.existsSync(path.join(folder, 'shell', builds[1]!.version))).toBe(false);
  expect(fs.existsSync(path.join(folder, 'shell', builds[2]!.version, 'main.js'))).toBe(true);
});

test('an index.html no shell deploy wrote is not overwritten', async () => {
  fs.writeFileSync(path.join(folder, 'index.html'), '<html>hand-made</html>');
  await expect(deploy(fakeShellBuild())).rejects.toThrow('has an index.html no shell deploy wrote');
  expect(live()).toBe('<html>hand-made</html>');
});
