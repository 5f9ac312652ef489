import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  KEEP_VERSIONS,
  deployRemote,
  registryWithBuiltRoutes,
  remoteStatus,
  rollbackRemote,
  type Registry,
} from './deploy';
import { sharedProblems } from './shared-check';
import { LocalFolderTarget } from './targets/local-folder';

const shellManifest = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'shared-ui', version: '0.1.0' },
  ],
};

let root: string;
let target: LocalFolderTarget;
let builds = 0;

/** A fake build of mf-billing: a manifest, a contract, an entry and one chunk whose content differs per build. */
function fakeBuild(
  shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }],
): string {
  builds += 1;
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_billing', shared, exposes: [{ name: 'app', path: './app' }] }),
  );
  fs.writeFileSync(
    path.join(dir, 'contract.json'),
    JSON.stringify({ name: 'mf-billing', routes: ['/payments'], exposes: ['./app'] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${builds} */`);
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'chunks', `app.${builds}.js`), `/* build ${builds} */`);
  return dir;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  const folder = path.join(root, 'target');
  fs.mkdirSync(path.join(folder, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'deployment.json'),
    JSON.stringify({ publicUrl: 'http://localhost:9/deployments' }),
  );
  fs.writeFileSync(path.join(folder, 'shell/mf-manifest.json'), JSON.stringify(shellManifest));
  const registry: Registry = {
    'mf-billing': { manifest: 'http://localhost:3004/mf-manifest.json', routes: ['/payments'] },
    'mf-journal': { manifest: 'http://localhost:3003/mf-manifest.json', routes: ['/journals'] },
  };
  fs.writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify(registry));
  target = new LocalFolderTarget(folder);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const registryNow = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'target/remotes.json'), 'utf8')) as Registry;

test('a deploy uploads an immutable version and switches only its own registry entry', async () => {
  const { version, manifestUrl } = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target });
  expect(manifestUrl).toBe(`http://localhost:9/deployments/remotes/mf-billing/${version}/mf-manifest.json`);
  expect(fs.existsSync(path.join(root, 'target/remotes/mf-billing', version, 'chunks'))).toBe(true);
  const registry = registryNow();
  expect(registry['mf-billing']).toEqual({ manifest: manifestUrl, routes: ['/payments'], version });
  expect(registry['mf-journal']!.manifest).toBe('http://localhost:3003/mf-manifest.json');
  // No temporary file is left beside the registry (written beside it, then renamed over it).
  expect(fs.readdirSync(path.join(root, 'target')).filter((name) => name.includes('.tmp'))).toEqual([]);
});

test('a build needing a library the shell lacks, or a version outside its range, is refused before any upload', async () => {
  const before = fs.readFileSync(path.join(root, 'target/remotes.json'), 'utf8');
  const dist = fakeBuild([
    { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
    { name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0', singleton: true },
  ]);
  await expect(deployRemote({ name: 'mf-billing', distDir: dist, target })).rejects.toThrow(
    /react \^20\.0\.0: the shell provides 19\.3\.1[\s\S]*left-pad \^1\.3\.0: the shell does not provide it/,
  );
  expect(fs.readFileSync(path.join(root, 'target/remotes.json'), 'utf8')).toBe(before);
  expect(fs.existsSync(path.join(root, 'target/remotes'))).toBe(false);
});

test("a build claiming another remote's route prefix is refused before the upload", async () => {
  const dist = fakeBuild();
  fs.writeFileSync(
    path.join(dist, 'contract.json'),
    JSON.stringify({ name: 'mf-billing', routes: ['/payments', '/journals'], exposes: ['./app'] }),
  );
  await expect(deployRemote({ name: 'mf-billing', distDir: dist, target })).rejects.toThrow(
    'its routes are owned by other remotes: /journals (mf-journal)',
  );
  expect(registryNow()['mf-billing']!.manifest).toBe('http://localhost:3004/mf-manifest.json');
  expect(fs.existsSync(path.join(root, 'target/remotes'))).toBe(false); // nothing uploaded either
});

/**
 * The contract.json mf-billing's build writes for this route table: the build's own check (shared-ui's
 * contract.cjs, run by the ContractPlugin) over a source tree holding just the table.
 */
function contractOfTable(paths: string[]): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { checkContract } = require('../../shared-ui/build/contract.cjs') as {
    checkContract: (options: object) => { problems: string[]; contract: object };
  };
  const source = path.join(root, `source-${(builds += 1)}`);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
    fs.writeFileSync(path.join(source, file), text);
  };
  write('shell/public/remotes.json', JSON.stringify({ 'mf-billing': { manifest: 'x' } }));
  write('mf-billing/src/app.tsx', 'export const { bootstrap, mount, unmount } = createRemoteLifecycles({});');
  write(
    'mf-billing/src/routes.json',
    JSON.stringify({ routes: paths.map((p) => ({ path: p, page: 'Page', menu: 'payments' })) }),
  );
  const { problems, contract } = checkContract({
    root: source,
    name: 'mf-billing',
    dir: path.join(source, 'mf-billing'),
    kind: 'remote',
    parcels: {},
    shared: {},
  });
  expect(problems).toEqual([]);
  return JSON.stringify(contract);
}

test("a new version whose routes.json has a new page switches the served routes and menu keys to its build's, and rollback back", async () => {
  const first = fakeBuild();
  fs.writeFileSync(path.join(first, 'contract.json'), contractOfTable(['/payments', '/payment/:id/edit']));
  await deployRemote({ name: 'mf-billing', distDir: first, target });
  expect(registryNow()['mf-billing']!.routes).toEqual(['/payments', '/payment/:id/edit']);

  // A page added only to the remote's routes.json: no registry was edited by hand.
  const second = fakeBuild();
  fs.writeFileSync(
    path.join(second, 'contract.json'),
    contractOfTable(['/payments', '/payment/:id/edit', '/refunds/:id']),
  );
  await deployRemote({ name: 'mf-billing', distDir: second, target });
  expect(registryNow()['mf-billing']!.routes).toEqual(['/payments', '/payment/:id/edit', '/refunds/:id']);
  expect(registryNow()['mf-billing']!.menu).toEqual({
    '/payments': 'payments',
    '/payment/:id/edit': 'payments',
    '/refunds/:id': 'payments',
  });
  expect(registryNow()['mf-journal']!.routes).toEqual(['/journals']);

  await rollbackRemote({ name: 'mf-billing', target });
  expect(registryNow()['mf-billing']!.routes).toEqual(['/payments', '/payment/:id/edit']);
  expect(Object.keys(registryNow()['mf-billing']!.menu!)).toEqual(['/payments', '/payment/:id/edit']);
});

test("deploy:init's first registry takes each remote's routes from its build; a missing build refuses", () => {
  const billing = fakeBuild();
  fs.writeFileSync(path.join(billing, 'contract.json'), contractOfTable(['/payments', '/invoices']));
  const committed = {
    'mf-billing': { manifest: 'https://cdn/billing/mf-manifest.json' },
    'mf-journal': { manifest: 'https://cdn/journal/mf-manifest.json', routes: ['/journals'] },
  };
  expect(registryWithBuiltRoutes(committed, () => billing)).toEqual({
    'mf-billing': {
      manifest: 'https://cdn/billing/mf-manifest.json',
      routes: ['/payments', '/invoices'],
      menu: { '/payments': 'payments', '/invoices': 'payments' },
    },
    'mf-journal': { manifest: 'https://cdn/journal/mf-manifest.json', routes: ['/journals'] },
  });
  expect(() => registryWithBuiltRoutes(committed, () => path.join(root, 'no-build'))).toThrow(
    /the registry gives no routes for mf-billing and .*no-build\/contract\.json is missing: build mf-billing first/,
  );
});

test('rollback returns to the previous version, then to what ran before the first deploy, then refuses', async () => {
  const first = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target });
  const second = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target });
  expect(registryNow()['mf-billing']!.version).toBe(second.version);

  await rollbackRemote({ name: 'mf-billing', target });
  expect(registryNow()['mf-billing']!.manifest).toBe(first.manifestUrl);
  await rollbackRemote({
    name: 'mf-billing',
    target,
    fetchManifest: async () => ({ name: 'mf_billing', shared: [] }),
  });
  expect(registryNow()['mf-billing']).toEqual({
    manifest: 'http://localhost:3004/mf-manifest.json',
    routes: ['/payments'],
  });
  await expect(rollbackRemote({ name: 'mf-billing', target })).rejects.toThrow(/no earlier version/);

  // A deploy after rollbacks goes forward again; the rolled-back versions are not returned to.
  const third = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target });
  await rollbackRemote({
    name: 'mf-billing',
    target,
    fetchManifest: async () => ({ name: 'mf_billing', shared: [] }),
  });
  expect(registryNow()['mf-billing']!.manifest).toBe('http://localhost:3004/mf-manifest.json');
  expect(third.version).not.toBe(second.version);
});

test(`the last ${KEEP_VERSIONS} deployments are kept; older versions' files are deleted`, async () => {
  const versions: string[] = [];
  for (let i = 0; i < KEEP_VERSIONS + 2; i += 1) {
    versions.push((await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target })).version);
  }
  const onDisk = fs
    .readdirSync(path.join(root, 'target/remotes/mf-billing'))
    .filter((name) => name !== 'history.json');
  expect(onDisk.sort()).toEqual(versions.slice(-KEEP_VERSIONS).sort());
  const { history, live } = await remoteStatus('mf-billing', target);
  expect(history.map((entry) => entry.version)).toEqual(versions.slice(-KEEP_VERSIONS));
  expect(live!.version).toBe(versions.at(-1));
});

test('the same build deployed twice is the same version (immutable paths are never rewritten)', async () => {
  const dist = fakeBuild();
  const a = await deployRemote({ name: 'mf-billing', distDir: dist, target });
  const b = await deployRemote({ name: 'mf-billing', distDir: dist, target });
  expect(b.version).toBe(a.version);
});

test('sharedProblems reads the manifests the federation plugin writes', () => {
  expect(
    sharedProblems(
      {
        name: 'r',
        shared: [
          { name: 'react', requiredVersion: false },
          { name: 'shared-ui', requiredVersion: '^0.1.0' },
        ],
      },
      shellManifest,
    ),
  ).toEqual([]);
  expect(
    sharedProblems({ name: 'r', shared: [{ name: 'shared-ui', requiredVersion: '^0.2.0' }] }, shellManifest),
  ).toEqual(['shared-ui ^0.2.0: the shell provides 0.1.0']);
});

test('the first deploy keeps an immutable copy of what ran before: two rollbacks return to it after its folder is rebuilt', async () => {
  // What npm start serves before any deploy: a build folder behind a real HTTP server, named by the registry.
  const running = fakeBuild();
  const original = fs.readFileSync(path.join(running, 'remoteEntry.js'), 'utf8');
  const server = http.createServer((req, res) => {
    const file = path.join(running, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    if (!file.startsWith(running) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const servedAt = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
    fs.writeFileSync(
      path.join(root, 'target/remotes.json'),
      JSON.stringify({ ...registryNow(), 'mf-billing': { manifest: servedAt, routes: ['/payments'] } }),
    );
    const a = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target, runningDist: running });
    // The folder that served the pre-deploy entry is rebuilt (npm start, a developer's build): the copy stays.
    fs.writeFileSync(path.join(running, 'remoteEntry.js'), '/* rebuilt */');
    const b = await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target, runningDist: running });
    expect(b.previous!.manifest).toBe(a.manifestUrl);

    await rollbackRemote({ name: 'mf-billing', target });
    expect(registryNow()['mf-billing']!.manifest).toBe(a.manifestUrl);
    await rollbackRemote({ name: 'mf-billing', target });
    const before = registryNow()['mf-billing']!;
    expect(before.manifest).not.toBe(servedAt);
    expect(before.manifest).toMatch(/\/deployments\/remotes\/mf-billing\/[0-9a-f]{12}\/mf-manifest\.json$/);
    const copyFolder = path.join(root, 'target/remotes/mf-billing', before.version!);
    expect(fs.readFileSync(path.join(copyFolder, 'remoteEntry.js'), 'utf8')).toBe(original);
  } finally {
    server.close();
  }
});

test('no copy is made of a folder that is not what the entry serves', async () => {
  const unrelated = fakeBuild();
  await deployRemote({ name: 'mf-billing', distDir: fakeBuild(), target, runningDist: unrelated });
  const { history } = await remoteStatus('mf-billing', target);
  expect(history[0]).toMatchObject({ manifest: 'http://localhost:3004/mf-manifest.json', files: [] });
});
