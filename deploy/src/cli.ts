/**
 * The deploy command of a remote (see README "Deploying a remote"):
 *   npm run deploy -w mf-billing -- --to <target> [--dist <folder>]   build, check, upload, switch
 *   npm run rollback -w mf-billing -- --to <target>                    back to the previous version
 *   npm run deploy:status -w mf-billing -- --to <target>               the live version and those kept
 *   npm run deploy:init -- --to <target>                              publish the shell's manifest (+ registry)
 *   npm run try -w mf-billing [-- --port 3104 --dist <folder>]         build and serve it for an override
 *   npm run deploy|rollback|deploy:status -w shell -- --to <target>     the same for the shell (shell-deploy.ts)
 * Targets: `local` (the folder `npm start` serves, .deployments/), `local:<folder>`, or
 * `supabase://<bucket>[/<folder>]` with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeployRefused,
  deployRemote,
  initDeployment,
  registryWithBuiltRoutes,
  remoteStatus,
  rollbackRemote,
  type Registry,
} from './deploy';
import { deployShell, newShellVersion, rollbackShell, shellPublicPath, shellStatus } from './shell-deploy';
import { LocalFolderTarget } from './targets/local-folder';
import { supabaseTargetFromSpec } from './targets/supabase-storage';
import type { DeployTarget } from './targets/target';

const repoRoot = path.resolve(__dirname, '../..');
export const DEFAULT_LOCAL_FOLDER = path.join(repoRoot, '.deployments');
// `npm run … -w <remote>` runs in the remote's folder; paths on the command line are the caller's (INIT_CWD).
const callerPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const REMOTES = ['mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];

export function targetFromSpec(spec: string, env: NodeJS.ProcessEnv = process.env): DeployTarget {
  if (spec.startsWith('supabase://')) return supabaseTargetFromSpec(spec, env);
  if (spec === 'local') return new LocalFolderTarget(DEFAULT_LOCAL_FOLDER);
  const folder = spec.startsWith('local:') ? spec.slice('local:'.length) : spec;
  return new LocalFolderTarget(callerPath(folder));
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new Error(`${arg} needs a value`);
      flags[key!] = value;
      if (inline === undefined) i += 1;
    } else positional.push(arg);
  }
  return { positional, flags };
}

function build(remote: string, outputPath?: string, env: NodeJS.ProcessEnv = {}): string {
  console.log(`Building ${remote}…`);
  const output = outputPath ? ['--env', `outputPath=${outputPath}`] : [];
  const result = spawnSync('npx', ['webpack', '--mode', 'production', ...output], {
    cwd: path.join(repoRoot, remote),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new DeployRefused(`${remote}'s build failed: nothing deployed`);
  return outputPath ?? path.join(repoRoot, remote, 'dist');
}

/**
 * `try`: a production build of the working tree served on its own port, to be loaded by an override in one
 * browser (shell/README.md "Trying a build"). Built outside the remote's dist/, which `npm start` serves.
 */
async function serveForOverride(remote: string, port: number, dist: string | undefined): Promise<void> {
  const folder = dist ? callerPath(dist) : build(remote, path.join(os.tmpdir(), `${remote}-try`));
  const { startStaticServer } = await import('../../shell/server/static-server');
  const server = await startStaticServer({ dir: folder, port });
  const manifest = `${server.url}/mf-manifest.json`;
  console.log(`
  ${remote} (this working tree) is served at ${manifest}
  In the product's page (console), then reload:
    localStorage['mf-override:${remote}'] = '${manifest}'
  or set localStorage['mf-overrides-ui'] = 'on' and use the "Remote overrides" panel.
  Only this browser loads it, and only where the deployment allows this origin. Ctrl+C stops.`);
}

/**
 * The shell's deploy, rollback and status (shell-deploy.ts). The version is chosen before the build: the build
 * must know the folder its files are served from (SHELL_PUBLIC_PATH). `--dist <folder> --version <id>` deploys
 * a build made before for that version's path.
 */
async function shellCommand(
  command: string,
  target: DeployTarget,
  spec: string,
  flags: Record<string, string>,
) {
  const log = (line: string) => console.log(line);
  if (command === 'deploy') {
    if (flags.dist && !flags.version)
      throw new Error('--dist needs --version: the version the build was made for');
    const version = flags.version ?? newShellVersion();
    const buildDir = flags.dist ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'shell-deploy-'));
    const distDir = buildDir
      ? build('shell', buildDir, { SHELL_PUBLIC_PATH: shellPublicPath(target, version) })
      : callerPath(flags.dist!);
    const result = await deployShell({ distDir, version, target, log }).finally(() => {
      if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
    });
    console.log(`\nThe shell ${result.version} is live in ${target.description}. A new page load gets it.`);
    console.log(`Roll back: npm run rollback -w shell -- --to ${spec}`);
  } else if (command === 'rollback') {
    await rollbackShell({ target, log });
  } else if (command === 'status') {
    const { live, history } = await shellStatus(target);
    console.log(`shell live: ${live ?? "the host's own (before the first deploy)"}`);
    for (const entry of history) {
      const mark =
        entry.version === (live ?? 'before-deploy') && !entry.rolledBackAt
          ? '*'
          : entry.rolledBackAt
            ? 'x'
            : ' ';
      console.log(
        ` ${mark} ${entry.version.padEnd(22)} ${entry.deployedAt}${entry.rolledBackAt ? ` (rolled back ${entry.rolledBackAt})` : ''}`,
      );
    }
  } else {
    throw new Error(`unknown command ${command}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { positional, flags } = parseArgs(argv);
  const [command, remote] = positional;
  const spec = flags.to ?? flags.target;
  if (command === 'try' && remote) return serveForOverride(remote, Number(flags.port ?? 3104), flags.dist);
  if (!command || !spec) {
    throw new Error(
      'usage: deploy|rollback|status <remote>|shell --to <target> [--dist <folder>] | init --to <target>',
    );
  }
  const target = targetFromSpec(spec);
  const log = (line: string) => console.log(line);
  if (command === 'init') {
    // The committed registry says where each remote is; its routes come from each remote's build.
    const registry = registryWithBuiltRoutes(
      JSON.parse(
        fs.readFileSync(
          flags.registry ? callerPath(flags.registry) : path.join(repoRoot, 'shell/public/remotes.json'),
          'utf8',
        ),
      ) as Registry,
      (name) => path.join(repoRoot, name, 'dist'),
    );
    await initDeployment({
      target,
      shellManifestFile: flags['shell-manifest']
        ? callerPath(flags['shell-manifest'])
        : path.join(repoRoot, 'shell/dist/mf-manifest.json'),
      registry,
      log,
    });
    return;
  }
  if (remote === 'shell') return shellCommand(command, target, spec, flags);
  if (!remote || !REMOTES.includes(remote)) throw new Error(`name a remote: ${REMOTES.join(', ')}`);
  if (command === 'deploy') {
    // Built outside every served folder: <remote>/dist is what npm start serves, and what the registry's entry
    // points at until the first deploy (its copy is kept for rollback: runningDist).
    const buildDir = flags.dist ? null : fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-deploy-`));
    const distDir = buildDir ? build(remote, buildDir) : callerPath(flags.dist!);
    const runningDist = path.join(repoRoot, remote, 'dist');
    const result = await deployRemote({ name: remote, distDir, target, runningDist, log }).finally(() => {
      if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
    });
    console.log(`\n${remote} ${result.version} is live in ${target.description}. A new page load gets it.`);
    console.log(`Roll back: npm run rollback -w ${remote} -- --to ${spec}`);
  } else if (command === 'rollback') {
    await rollbackRemote({ name: remote, target, log });
  } else if (command === 'status') {
    const { live, history } = await remoteStatus(remote, target);
    console.log(
      `${remote} live: ${live ? `${live.version ?? '(not deployed by this tool)'} ${live.manifest}` : 'none'}`,
    );
    for (const entry of history) {
      const mark = entry.manifest === live?.manifest ? '*' : entry.rolledBackAt ? 'x' : ' ';
      console.log(
        ` ${mark} ${entry.version.padEnd(14)} ${entry.deployedAt}${entry.rolledBackAt ? ` (rolled back ${entry.rolledBackAt})` : ''}`,
      );
    }
  } else {
    throw new Error(`unknown command ${command}`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof DeployRefused ? `\n${error.message}` : error);
    process.exit(error instanceof DeployRefused ? 2 : 1);
  });
}
