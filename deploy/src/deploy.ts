import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sharedProblems, type FederationManifest } from './shared-check';
import { CONTENT_TYPES, type DeployTarget } from './targets/target';

export interface RegistryEntry {
  manifest: string;
  routes: string[];
  /** Which side-menu entry each of the remote's paths highlights (path → key; absent from older builds). */
  menu?: Record<string, string>;
  /** The deployed version (absent for an entry written by hand or by `npm start`). */
  version?: string;
}
export type Registry = Record<string, RegistryEntry>;

export interface HistoryEntry {
  version: string;
  manifest: string;
  routes: string[];
  menu?: Record<string, string>;
  deployedAt: string;
  /** Keys of the version's files in the target (empty for the entry found before the first deploy). */
  files: string[];
  /** Set when a rollback went back past this version: rollback never returns to it. */
  rolledBackAt?: string;
}

/** What the remote's build declares (contract.json, written by shared-ui/build/contract.cjs). */
export interface BuildContract {
  name: string;
  routes: string[];
  menu?: Record<string, string>;
  exposes: string[];
}

/**
 * How many deployments of a remote stay in the target (history and files). Rollback walks back through them, and
 * a page opened before a switch keeps fetching the lazily loaded chunks of the version it booted with (their
 * names are hashed): a therapist's tab can stay open a whole working day, across several deploys, so a version
 * must outlive a few newer ones. Five covers a team deploying a few times a day; a version is a few hundred KB.
 */
export const KEEP_VERSIONS = 5;

export const REGISTRY_KEY = 'remotes.json';
export const SHELL_MANIFEST_KEY = 'shell/mf-manifest.json';
const historyKey = (name: string) => `remotes/${name}/history.json`;

export class DeployRefused extends Error {}

export type Log = (line: string) => void;

export async function readJson<T>(target: DeployTarget, key: string): Promise<T | null> {
  const body = await target.read(key);
  return body ? (JSON.parse(body.toString('utf8')) as T) : null;
}

export const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The version id: a hash of the build's files, so the same build is the same immutable path. */
export function buildVersion(dir: string, files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** The federation container name of a remote (mf-billing → mf_billing). */
const containerName = (remote: string) => remote.replace(/-/g, '_');

/** Reads what the target's shell provides; refuses when it cannot know. */
export async function shellManifest(target: DeployTarget): Promise<FederationManifest> {
  const shell = await readJson<FederationManifest>(target, SHELL_MANIFEST_KEY);
  if (!shell) {
    throw new DeployRefused(
      `${target.description} has no ${SHELL_MANIFEST_KEY}: the deployment's shell must be published first ` +
        '(npm run deploy:init), or the deploy cannot check what the shell provides.',
    );
  }
  return shell;
}

function refuseShared(remote: string, problems: string[], target: DeployTarget, what = 'deploy'): never {
  throw new DeployRefused(
    `Refusing to ${what} ${remote}: the shell in ${target.description} does not provide what it needs:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n') +
      "\nRebuild the remote against the shell's versions (root package.json), or deploy a shell that provides " +
      'them first. The registry was not changed.',
  );
}

/** The target's registry, after checking the remote may take its entry: it is listed, its routes are its own. */
async function fitsRegistry(target: DeployTarget, name: string, contract: BuildContract): Promise<Registry> {
  const registry = await readJson<Registry>(target, REGISTRY_KEY);
  if (!registry)
    throw new DeployRefused(`${target.description} has no ${REGISTRY_KEY}: run deploy:init first`);
  if (!registry[name]) {
    throw new DeployRefused(
      `${name} is not in ${target.description}'s ${REGISTRY_KEY}: adding a remote is a change to the deployment, ` +
        'not a deploy (add its entry to the registry first: deploy:init with a registry listing it)',
    );
  }
  // A route prefix another remote owns would make the owner of its paths depend on the registry's order.
  const taken = Object.entries(registry).flatMap(([other, item]) =>
    other === name
      ? []
      : (item.routes ?? [])
          .filter((route) => contract.routes.includes(route))
          .map((route) => `${route} (${other})`),
  );
  if (taken.length > 0) {
    throw new DeployRefused(
      `Refusing to deploy ${name}: its routes are owned by other remotes: ${taken.join(', ')}`,
    );
  }
  return registry;
}

/** Uploads a build to remotes/<name>/<version>/, its manifest last (a manifest never names a missing file). */
async function uploadVersion(target: DeployTarget, name: string, distDir: string, log: Log) {
  const names = listFiles(distDir);
  const version = buildVersion(distDir, names);
  const prefix = `remotes/${name}/${version}`;
  const ordered = [...names.filter((file) => file !== 'mf-manifest.json'), 'mf-manifest.json'];
  for (const file of ordered) {
    const body = fs.readFileSync(path.join(distDir, file));
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    await target.putImmutable(`${prefix}/${file}`, body, type);
  }
  log(`✓ uploaded ${names.length} files to ${prefix}/`);
  return {
    version,
    manifestUrl: target.publicUrl(`${prefix}/mf-manifest.json`),
    files: ordered.map((file) => `${prefix}/${file}`),
  };
}

/** Whether the manifest at `url` is the one in `distDir` (the same bytes: its asset names are hashed). */
async function serves(url: string, distDir: string): Promise<boolean> {
  const local = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(local)) return false;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok && Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(local));
  } catch {
    return false;
  }
}

export interface DeployResult {
  version: string;
  manifestUrl: string;
  previous: RegistryEntry | null;
}

/**
 * Deploys one remote's production build (a `dist` folder): checks it against the deployment's shell, uploads it
 * to remotes/<name>/<version>/ (its manifest last, so a manifest never names a file not yet uploaded), and only
 * then switches the remote's registry entry, in one write. Nothing is switched when a check fails.
 */
export async function deployRemote(options: {
  name: string;
  distDir: string;
  target: DeployTarget;
  /**
   * The build folder the remote's current entry may be served from (npm start serves <remote>/dist). When the
   * entry was not deployed and its manifest is this folder's, the first deploy uploads a copy of it.
   */
  runningDist?: string;
  log?: Log;
  now?: () => Date;
}): Promise<DeployResult> {
  const { name, distDir, target, runningDist, log = () => undefined, now = () => new Date() } = options;
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new DeployRefused(`${distDir} has no mf-manifest.json: build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FederationManifest;
  if (manifest.name !== containerName(name)) {
    throw new DeployRefused(`${distDir} is the build of ${manifest.name}, not ${containerName(name)}`);
  }
  const contractFile = path.join(distDir, 'contract.json');
  if (!fs.existsSync(contractFile)) {
    throw new DeployRefused(`${distDir} has no contract.json: build it with the shared webpack config`);
  }
  const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as BuildContract;
  if (!(manifest.exposes ?? []).some((expose) => expose.path === './app')) {
    throw new DeployRefused(`${name}'s build does not expose ./app, which the shell mounts`);
  }

  // 1. Fits the shell of this deployment (before anything is uploaded).
  const problems = sharedProblems(manifest, await shellManifest(target));
  if (problems.length > 0) refuseShared(name, problems, target);
  log(`✓ the shell in ${target.description} provides every shared library ${name} needs`);

  // The registry must take it too (checked again under the lock, just before the switch).
  await fitsRegistry(target, name, contract);

  // What runs now, when no deploy put it there (npm start's build, an entry written by hand): an immutable copy,
  // so that rollback can return to it even after that folder is rebuilt.
  const running = (await readJson<Registry>(target, REGISTRY_KEY))?.[name];
  const before =
    running && !running.version && runningDist && (await serves(running.manifest, runningDist))
      ? { ...(await uploadVersion(target, name, runningDist, log)), from: running.manifest }
      : null;

  // 2. Upload the immutable version.
  const { version, manifestUrl, files } = await uploadVersion(target, name, distDir, log);

  // 3. Switch the registry entry, then record the history and prune.
  return target.exclusive(async () => {
    const registry = await fitsRegistry(target, name, contract);
    const previous = registry[name]!;
    let history = (await readJson<HistoryEntry[]>(target, historyKey(name))) ?? [];
    if (!history.some((item) => item.manifest === previous.manifest && !item.rolledBackAt)) {
      // What ran before the first deploy (or a hand edit): kept so that rollback can return to it, as the
      // immutable copy when one was made of it (else by its URL, which nothing here can keep unchanged).
      const copy = before?.from === previous.manifest ? before : null;
      history.push({
        version: copy?.version ?? previous.version ?? 'before-deploy',
        manifest: copy?.manifestUrl ?? previous.manifest,
        routes: previous.routes,
        menu: previous.menu,
        deployedAt: now().toISOString(),
        files: copy?.files ?? [],
      });
    }
    const entry: RegistryEntry = {
      manifest: manifestUrl,
      routes: contract.routes,
      menu: contract.menu,
      version,
    };
    await target.putMutable(REGISTRY_KEY, json({ ...registry, [name]: entry }), CONTENT_TYPES['.json']!);
    log(`✓ ${name} switched to ${version} (${manifestUrl})`);

    history.push({
      version,
      manifest: manifestUrl,
      routes: contract.routes,
      menu: contract.menu,
      deployedAt: now().toISOString(),
      files,
    });
    history = await prune(target, history, (entry) => entry.manifest === manifestUrl, log);
    await target.putMutable(historyKey(name), json(history), CONTENT_TYPES['.json']!);
    return { version, manifestUrl, previous };
  });
}

/**
 * Keeps the last KEEP_VERSIONS deployments; deletes the files of older ones (never those of the live one). Used
 * for the remotes' histories and the shell's (shell-deploy.ts).
 */
export async function prune<E extends { version: string; files: string[] }>(
  target: DeployTarget,
  history: E[],
  isLive: (entry: E) => boolean,
  log: Log,
): Promise<E[]> {
  const kept = history.slice(-KEEP_VERSIONS);
  const keptFiles = new Set(kept.flatMap((entry) => entry.files));
  const dropped = history.slice(0, -KEEP_VERSIONS).filter((entry) => !isLive(entry));
  const stale = dropped.flatMap((entry) => entry.files).filter((file) => !keptFiles.has(file));
  if (stale.length > 0) {
    await target.remove(stale);
    log(`✓ removed ${dropped.length} old version(s): ${dropped.map((entry) => entry.version).join(', ')}`);
  }
  return kept;
}

/**
 * Switches a remote back to the deployment before the live one (skipping versions already rolled back), after
 * the same check against the shell as a deploy: the shell may have changed since that version was live.
 */
export async function rollbackRemote(options: {
  name: string;
  target: DeployTarget;
  log?: Log;
  now?: () => Date;
  fetchManifest?: (url: string) => Promise<FederationManifest>;
}): Promise<{ from: RegistryEntry; to: HistoryEntry }> {
  const { name, target, log = () => undefined, now = () => new Date() } = options;
  const fetchManifest =
    options.fetchManifest ??
    (async (url: string) => {
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as FederationManifest;
    });
  return target.exclusive(async () => {
    const registry = await readJson<Registry>(target, REGISTRY_KEY);
    const live = registry?.[name];
    if (!registry || !live) throw new DeployRefused(`${name} is not deployed in ${target.description}`);
    const history = (await readJson<HistoryEntry[]>(target, historyKey(name))) ?? [];
    let index = history.findLastIndex((entry) => entry.manifest === live.manifest && !entry.rolledBackAt);
    if (index === -1) index = history.length; // the live entry is not in the history: the newest one is earlier
    const earlier = history.slice(0, index).findLastIndex((entry) => !entry.rolledBackAt);
    if (earlier === -1) {
      throw new DeployRefused(`${name} has no earlier version kept in ${target.description} to roll back to`);
    }
    const to = history[earlier]!;
    const manifestKey = to.files.find((file) => file.endsWith('/mf-manifest.json'));
    let manifest: FederationManifest;
    try {
      const stored = manifestKey ? await target.read(manifestKey) : null;
      manifest = stored
        ? (JSON.parse(stored.toString('utf8')) as FederationManifest)
        : await fetchManifest(to.manifest);
    } catch (error) {
      throw new DeployRefused(
        `${name} ${to.version} cannot be read any more (${String(error)}): not rolled back`,
      );
    }
    const problems = sharedProblems(manifest, await shellManifest(target));
    if (problems.length > 0) refuseShared(name, problems, target, 'roll back');

    const entry: RegistryEntry = { manifest: to.manifest, routes: to.routes, menu: to.menu };
    if (to.files.length > 0) entry.version = to.version;
    await target.putMutable(REGISTRY_KEY, json({ ...registry, [name]: entry }), CONTENT_TYPES['.json']!);
    const stamp = now().toISOString();
    const updated = history.map((item, i) =>
      i > earlier && !item.rolledBackAt ? { ...item, rolledBackAt: stamp } : item,
    );
    await target.putMutable(historyKey(name), json(updated), CONTENT_TYPES['.json']!);
    log(`✓ ${name} rolled back from ${live.version ?? live.manifest} to ${to.version} (${to.manifest})`);
    return { from: live, to };
  });
}

/** The live entry and the kept history, for `deploy status`. */
export async function remoteStatus(name: string, target: DeployTarget) {
  const registry = await readJson<Registry>(target, REGISTRY_KEY);
  const history = (await readJson<HistoryEntry[]>(target, historyKey(name))) ?? [];
  return { live: registry?.[name] ?? null, history };
}

/**
 * Publishes what a deployment needs before its first remote deploy: the shell's federation manifest (what it
 * provides) and, when the target has none yet, the registry.
 */
/**
 * The first registry of a deployment from one that says only where each remote is (shell/public/remotes.json):
 * each entry without routes takes them and its menu keys from the remote's build (its contract.json, derived from
 * the remote's routes.json), as a deploy does. Refuses when a build is missing.
 */
export function registryWithBuiltRoutes(
  registry: Record<string, { manifest: string; routes?: string[]; menu?: Record<string, string> }>,
  distOf: (name: string) => string,
): Registry {
  return Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => {
      if (entry.routes) return [name, { ...entry, routes: entry.routes }];
      const contractFile = path.join(distOf(name), 'contract.json');
      if (!fs.existsSync(contractFile)) {
        throw new DeployRefused(
          `the registry gives no routes for ${name} and ${contractFile} is missing: build ${name} first ` +
            '(its routes come from its routes.json, through its build)',
        );
      }
      const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as BuildContract;
      return [name, { ...entry, routes: contract.routes, menu: contract.menu }];
    }),
  );
}

export async function initDeployment(options: {
  target: DeployTarget;
  shellManifestFile: string;
  registry: Registry;
  log?: Log;
}): Promise<void> {
  const { target, shellManifestFile, registry, log = () => undefined } = options;
  await target.putMutable(SHELL_MANIFEST_KEY, fs.readFileSync(shellManifestFile), CONTENT_TYPES['.json']!);
  log(`✓ published the shell's manifest to ${target.publicUrl(SHELL_MANIFEST_KEY)}`);
  if (!(await target.read(REGISTRY_KEY))) {
    await target.putMutable(REGISTRY_KEY, json(registry), CONTENT_TYPES['.json']!);
    log(`✓ wrote the first registry to ${target.publicUrl(REGISTRY_KEY)}`);
  }
}
