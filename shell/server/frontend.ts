import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer, type RunningServer } from './static-server';

const repoRoot = path.resolve(__dirname, '../..');

export const REMOTE_NAMES = ['mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

interface RegistryEntry {
  manifest: string;
  routes: string[];
  menu?: Record<string, string>;
}

export interface FrontendOptions {
  /** The shell's port; remotes take the next five, in REMOTE_NAMES order (3000 → 3001–3005). */
  basePort?: number;
  /** Serve the shell or a remote from another folder (a test's rebuilt copy, a bench variant). */
  distOverrides?: Partial<Record<RemoteName | 'shell', string>>;
  /** The Supabase API the app talks to (config.json); defaults to the file in shell/public. */
  supabase?: { url: string; anonKey: string };
  /** The digital-ID provider the browser is sent to (the local stack's own provider in development and e2e). */
  vipps?: { authorizeUrl: string; clientId: string } | null;
  /** Base URLs of the platform's other applications linked from the header (hidden when absent). */
  clinicAdminAppUrl?: string;
  therapistAppUrl?: string;
  /**
   * The local deployment target (deploy/): a folder served under /deployments, whose remotes.json the shell reads
   * on every page load. `npm run deploy -w <remote> -- --to local:<folder>` uploads a version there and switches
   * the remote's entry. Started without one, the registry is fixed for the server's life.
   */
  deployDir?: string;
  /** config.json's remoteOverrides: the origins a browser may point a remote at (absent: overrides off). */
  remoteOverrides?: { allowedOrigins: string[] };
}

export interface RunningFrontend {
  shellUrl: string;
  remotes: Record<RemoteName, RunningServer>;
  /** Starts or stops one remote's server (tests take a remote away to see the shell survive). */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/** Serves the production builds the way a deployment does: the shell and each remote on its own origin. */
export async function startFrontend({
  basePort = 3000,
  distOverrides = {},
  supabase,
  vipps,
  clinicAdminAppUrl,
  therapistAppUrl,
  deployDir,
  remoteOverrides,
}: FrontendOptions = {}): Promise<RunningFrontend> {
  const shellDist = distOverrides.shell ?? path.join(repoRoot, 'shell/dist');
  const portOf = (name: RemoteName) => basePort + 1 + REMOTE_NAMES.indexOf(name);
  const distOf = (name: RemoteName) => distOverrides[name] ?? path.join(repoRoot, name, 'dist');
  const registry = servedRegistry(
    Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { manifest: `http://localhost:${portOf(name)}/mf-manifest.json`, dist: distOf(name) },
      ]),
    ),
  );

  const remotes = {} as Record<RemoteName, RunningServer>;
  const startRemote = async (name: RemoteName) => {
    remotes[name] = await startStaticServer({ dir: distOf(name), port: portOf(name) });
  };
  // A port taken by another process fails the start: close what did start, so the caller's process can exit.
  const closeStarted = () =>
    Promise.all(Object.values(remotes).map((server) => server.close().catch(() => undefined)));
  try {
    for (const name of REMOTE_NAMES) await startRemote(name);
  } catch (error) {
    await closeStarted();
    throw error;
  }
  const jsonOverrides: Record<string, unknown> = {};
  const jsonFiles: Record<string, string> = {};
  const mounts: Record<string, string> = {};
  let liveIndex: string | undefined;
  if (deployDir) {
    // A shell deployed there (`npm run deploy -w shell -- --to local`) is served instead of shellDist's.
    liveIndex = path.join(deployDir, 'index.html');
    prepareDeploymentFolder(deployDir, `http://localhost:${basePort}/deployments`, shellDist, registry);
    jsonFiles['/remotes.json'] = path.join(deployDir, 'remotes.json');
    mounts['/deployments/'] = deployDir;
  } else {
    jsonOverrides['/remotes.json'] = registry;
  }
  if (supabase)
    jsonOverrides['/config.json'] = {
      supabaseUrl: supabase.url,
      supabaseAnonKey: supabase.anonKey,
      ...(vipps ? { vipps: { authorizeUrl: vipps.authorizeUrl, clientId: vipps.clientId } } : {}),
      ...(clinicAdminAppUrl ? { clinicAdminAppUrl } : {}),
      ...(therapistAppUrl ? { therapistAppUrl } : {}),
      ...(remoteOverrides ? { remoteOverrides } : {}),
    };
  const shell = await startStaticServer({
    dir: shellDist,
    port: basePort,
    spa: true,
    jsonOverrides,
    jsonFiles,
    mounts,
    liveIndex,
  }).catch(async (error: unknown) => {
    await closeStarted();
    throw error;
  });

  return {
    shellUrl: shell.url,
    remotes,
    startRemote,
    stopRemote: async (name) => remotes[name].close(),
    close: async () => {
      await Promise.all([
        shell.close(),
        ...REMOTE_NAMES.map((name) => remotes[name].close().catch(() => undefined)),
      ]);
    },
  };
}

/**
 * The route prefixes a remote's build owns and the side-menu key of each of its paths: its dist/contract.json,
 * which the build derives from the remote's routes.json (shared-ui/build/contract.cjs). The same source the
 * deploy tool writes into a deployment's registry, so a route added to a remote's routes.json is served without
 * editing any list.
 */
export function builtRoutes(dist: string): Pick<RegistryEntry, 'routes' | 'menu'> {
  const file = path.join(dist, 'contract.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the remote (npx lerna run build --ignore e2e)`);
  }
  const { routes, menu } = JSON.parse(fs.readFileSync(file, 'utf8')) as Pick<
    RegistryEntry,
    'routes' | 'menu'
  >;
  return { routes, menu };
}

/** The registry of remotes served from local folders: each one's manifest URL, its routes from its build. */
export function servedRegistry(
  remotes: Record<string, { manifest: string; dist: string }>,
): Record<string, RegistryEntry> {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, { manifest, dist }]) => [name, { manifest, ...builtRoutes(dist) }]),
  );
}

/**
 * Makes a folder a deployment target (deploy/src/targets/local-folder.ts): where it is served
 * (deployment.json), what the shell served here provides (shell/mf-manifest.json, read by every deploy's
 * shared-version check; left as it is when a deployed shell is live) and, the first time, the registry. A registry already there is kept: it holds what was
 * deployed. Only its entries still pointing at this server's own remotes take their routes from the builds
 * served now (a route added to a remote's routes.json and rebuilt); a deployed version keeps the routes of its build.
 */
function prepareDeploymentFolder(
  dir: string,
  publicUrl: string,
  shellDist: string,
  registry: Record<string, RegistryEntry>,
): void {
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  const write = (file: string, body: string | Buffer) => {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, file);
  };
  write(path.join(dir, 'deployment.json'), `${JSON.stringify({ publicUrl }, null, 2)}\n`);
  // The manifest of the shell served here: shellDist's, unless a shell deploy made its own live (index.html),
  // whose manifest that deploy wrote.
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    write(
      path.join(dir, 'shell/mf-manifest.json'),
      fs.readFileSync(path.join(shellDist, 'mf-manifest.json')),
    );
  }
  const registryFile = path.join(dir, 'remotes.json');
  let current = registry;
  if (fs.existsSync(registryFile)) {
    const kept = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Record<string, RegistryEntry>;
    current = Object.fromEntries(
      Object.entries(kept).map(([name, entry]) => [
        name,
        registry[name] && entry.manifest === registry[name].manifest
          ? { ...entry, routes: registry[name].routes, menu: registry[name].menu }
          : entry,
      ]),
    );
    if (JSON.stringify(current) === JSON.stringify(kept)) return;
  }
  write(registryFile, `${JSON.stringify(current, null, 2)}\n`);
}
