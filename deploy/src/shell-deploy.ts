import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DeployRefused,
  REGISTRY_KEY,
  SHELL_MANIFEST_KEY,
  json,
  listFiles,
  prune,
  readJson,
  type Log,
  type Registry,
} from './deploy';
import { sharedProblems, type FederationManifest } from './shared-check';
import { CONTENT_TYPES, type DeployTarget } from './targets/target';

/**
 * The shell's deploy (README "Deploying the shell"). Layout in the target, beside the remotes':
 *   index.html               the live shell: a copy of one version's index.html, whose script and preload URLs
 *                            point into that version's folder. Replacing it is the switch (one write, no-cache).
 *   shell/<version>/…         one immutable shell build (built with SHELL_PUBLIC_PATH = that folder's URL)
 *   shell/mf-manifest.json    the live shell's federation manifest, which every remote deploy is checked against
 *   shell/history.json        the shell's deployments, newest last
 * A plain static host serving the target's folder at its root serves the shell with no rewrite: `/` is
 * index.html, `/remotes.json` the registry, and the shell's files are requested from `shell/<version>/`.
 */
export const SHELL_INDEX_KEY = 'index.html';
const SHELL_HISTORY_KEY = 'shell/history.json';
const shellFolder = (version: string) => `shell/${version}`;

export interface ShellHistoryEntry {
  version: string;
  deployedAt: string;
  /** Keys of the version's files (empty for what ran before the first deploy). */
  files: string[];
  /**
   * What ran before the first deploy: the deployment had no index.html (the host served its own shell, as
   * `npm start` serves shell/dist), and this was its manifest. Rollback to it removes index.html.
   */
  before?: { manifest: FederationManifest | null };
  rolledBackAt?: string;
}

/** A new version id, chosen before the build because the build must know its folder (SHELL_PUBLIC_PATH). */
export function newShellVersion(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${crypto.randomBytes(3).toString('hex')}`;
}

/** The URL the shell of `version` is built for: its files' folder in the target (SHELL_PUBLIC_PATH). */
export function shellPublicPath(target: DeployTarget, version: string): string {
  return `${target.publicUrl(`${shellFolder(version)}/index.html`).replace(/index\.html$/, '')}`;
}

/** Reads a remote's manifest: from the target when the registry points into it, else over HTTP. */
async function fetchJson(url: string): Promise<FederationManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as FederationManifest;
}

/**
 * What the live remotes need from a shell: each remote in the registry, its manifest's shared libraries, checked
 * against `shell` (the same rule as a remote's deploy, shared-check.ts). A remote whose manifest cannot be read
 * is a problem too: nothing would show that the new shell can host it.
 */
async function remotesProblems(
  target: DeployTarget,
  shell: FederationManifest,
  fetchManifest: (url: string) => Promise<FederationManifest>,
): Promise<string[]> {
  const registry = await readJson<Registry>(target, REGISTRY_KEY);
  if (!registry)
    throw new DeployRefused(`${target.description} has no ${REGISTRY_KEY}: run deploy:init first`);
  const base = target.publicUrl(REGISTRY_KEY).replace(/remotes\.json$/, '');
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(registry)) {
    let manifest: FederationManifest;
    try {
      const stored = entry.manifest.startsWith(base)
        ? await target.read(decodeURIComponent(entry.manifest.slice(base.length)))
        : null;
      manifest = stored
        ? (JSON.parse(stored.toString('utf8')) as FederationManifest)
        : await fetchManifest(entry.manifest);
    } catch (error) {
      problems.push(`${name}: its live manifest cannot be read (${String(error)})`);
      continue;
    }
    problems.push(...sharedProblems(manifest, shell).map((problem) => `${name} needs ${problem}`));
  }
  return problems;
}

function refuse(what: string, target: DeployTarget, problems: string[]): never {
  throw new DeployRefused(
    `Refusing to ${what}: the live remotes in ${target.description} need what that shell does not provide:\n` +
      problems.map((problem) => `  - ${problem}`).join('\n') +
      '\nDeploy remotes built against the new versions first (their ranges must take both shells). Nothing was switched.',
  );
}

export interface ShellDeployOptions {
  /** A production build of the shell made with SHELL_PUBLIC_PATH = shellPublicPath(target, version). */
  distDir: string;
  version: string;
  target: DeployTarget;
  fetchManifest?: (url: string) => Promise<FederationManifest>;
  log?: Log;
  now?: () => Date;
}

/**
 * Publishes a shell build as `shell/<version>/` (index.html last: it names the others), checks that it provides
 * what every live remote needs, and switches it live by replacing the deployment's index.html in one write; then
 * publishes its manifest (what later remote deploys are checked against) and records the history.
 */
export async function deployShell(options: ShellDeployOptions): Promise<{ version: string; url: string }> {
  const { distDir, version, target, log = () => undefined, now = () => new Date() } = options;
  const fetchManifest = options.fetchManifest ?? fetchJson;
  for (const file of ['index.html', 'mf-manifest.json']) {
    if (!fs.existsSync(path.join(distDir, file)))
      throw new DeployRefused(`${distDir} has no ${file}: build the shell first`);
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  if (manifest.name !== 'shell')
    throw new DeployRefused(`${distDir} is the build of ${manifest.name}, not the shell`);
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const expected = shellPublicPath(target, version);
  if (!index.includes(`src="${expected}main.js"`)) {
    throw new DeployRefused(
      `${distDir} was not built for ${expected} (its index.html does not load ${expected}main.js): build it with ` +
        `SHELL_PUBLIC_PATH=${expected}`,
    );
  }

  const problems = await remotesProblems(target, manifest, fetchManifest);
  if (problems.length > 0) refuse(`deploy the shell ${version}`, target, problems);
  log(`✓ the new shell provides every shared library the live remotes need`);

  const prefix = shellFolder(version);
  const names = listFiles(distDir);
  const ordered = [...names.filter((file) => file !== 'index.html'), 'index.html'];
  for (const file of ordered) {
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    await target.putImmutable(`${prefix}/${file}`, fs.readFileSync(path.join(distDir, file)), type);
  }
  log(`✓ uploaded ${names.length} files to ${prefix}/`);

  return target.exclusive(async () => {
    let history = (await readJson<ShellHistoryEntry[]>(target, SHELL_HISTORY_KEY)) ?? [];
    if (history.length === 0) {
      if (await target.read(SHELL_INDEX_KEY)) {
        throw new DeployRefused(
          `${target.description} has an index.html no shell deploy wrote: move it away (the host's own shell is ` +
            'what a rollback returns to before the first deploy), then deploy again',
        );
      }
      history.push({
        version: 'before-deploy',
        deployedAt: now().toISOString(),
        files: [],
        before: { manifest: await readJson<FederationManifest>(target, SHELL_MANIFEST_KEY) },
      });
    }
    // The switch: one write of the document every page load reads first.
    await target.putMutable(SHELL_INDEX_KEY, Buffer.from(index), CONTENT_TYPES['.html']!);
    await target.putMutable(SHELL_MANIFEST_KEY, json(manifest), CONTENT_TYPES['.json']!);
    log(`✓ the shell switched to ${version} (${target.publicUrl(SHELL_INDEX_KEY)})`);
    history.push({
      version,
      deployedAt: now().toISOString(),
      files: ordered.map((file) => `${prefix}/${file}`),
    });
    history = await prune(target, history, (entry) => entry.version === version, log);
    await target.putMutable(SHELL_HISTORY_KEY, json(history), CONTENT_TYPES['.json']!);
    return { version, url: target.publicUrl(SHELL_INDEX_KEY) };
  });
}

/** The live deployment: the newest one not rolled back (null before the first deploy). */
function liveIndex(history: ShellHistoryEntry[]): number {
  return history.findLastIndex((entry) => !entry.rolledBackAt);
}

/**
 * Switches the shell back to the deployment before the live one (after the same check of the live remotes), and
 * marks the newer ones rolled back, so a second rollback goes further back. Back past the first deploy, the
 * deployment's index.html is removed: the host serves its own shell again (npm start: shell/dist).
 */
export async function rollbackShell(options: {
  target: DeployTarget;
  fetchManifest?: (url: string) => Promise<FederationManifest>;
  log?: Log;
  now?: () => Date;
}): Promise<{ from: string; to: string }> {
  const { target, log = () => undefined, now = () => new Date() } = options;
  const fetchManifest = options.fetchManifest ?? fetchJson;
  return target.exclusive(async () => {
    const history = (await readJson<ShellHistoryEntry[]>(target, SHELL_HISTORY_KEY)) ?? [];
    const live = liveIndex(history);
    const earlier = live === -1 ? -1 : history.slice(0, live).findLastIndex((entry) => !entry.rolledBackAt);
    if (earlier === -1) {
      throw new DeployRefused(
        `the shell has no earlier version kept in ${target.description} to roll back to`,
      );
    }
    const to = history[earlier]!;
    const stored = to.before ? null : await target.read(`${shellFolder(to.version)}/mf-manifest.json`);
    const manifest = to.before
      ? to.before.manifest
      : stored
        ? (JSON.parse(stored.toString('utf8')) as FederationManifest)
        : null;
    if (manifest) {
      const problems = await remotesProblems(target, manifest, fetchManifest);
      if (problems.length > 0) refuse(`roll the shell back to ${to.version}`, target, problems);
    } else if (!to.before) {
      throw new DeployRefused(`the shell ${to.version} cannot be read any more: not rolled back`);
    }
    if (to.before) {
      await target.remove([SHELL_INDEX_KEY]);
    } else {
      const index = await target.read(`${shellFolder(to.version)}/index.html`);
      if (!index)
        throw new DeployRefused(`the shell ${to.version} has no index.html any more: not rolled back`);
      await target.putMutable(SHELL_INDEX_KEY, index, CONTENT_TYPES['.html']!);
    }
    if (manifest) await target.putMutable(SHELL_MANIFEST_KEY, json(manifest), CONTENT_TYPES['.json']!);
    const stamp = now().toISOString();
    const updated = history.map((item, i) =>
      i > earlier && !item.rolledBackAt ? { ...item, rolledBackAt: stamp } : item,
    );
    await target.putMutable(SHELL_HISTORY_KEY, json(updated), CONTENT_TYPES['.json']!);
    const from = history[live]!.version;
    log(`✓ the shell rolled back from ${from} to ${to.version}`);
    return { from, to: to.version };
  });
}

/** The live shell version (null: the host's own shell) and the kept history, for `deploy:status -w shell`. */
export async function shellStatus(target: DeployTarget) {
  const history = (await readJson<ShellHistoryEntry[]>(target, SHELL_HISTORY_KEY)) ?? [];
  const live = history[liveIndex(history)];
  return { live: live && !live.before ? live.version : null, history };
}
