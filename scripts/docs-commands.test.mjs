// Every `npm run <script>` / `npm test` / `npm start` the docs give must name a script that exists in every
// package npm selects for it. `-w <x>` selects the workspace named x and every workspace at or under the folder
// x (so `-w supabase` also selects supabase/client): a script missing from one of them fails the command as
// written. `--prefix <folder>` runs the package in that folder alone.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const readPkg = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const rootPkg = readPkg('.');
const workspaces = rootPkg.workspaces.map((dir) => ({ dir, pkg: readPkg(dir) }));

/** The packages `npm … -w <filter>` runs in, as npm selects them (by name, or by folder and below). The docs'
 * placeholder `<remote>` stands for each of the five remotes. */
export function selectWorkspaces(filter) {
  if (filter === '<remote>') return workspaces.filter(({ dir }) => dir.startsWith('mf-'));
  const folder = path.normalize(filter);
  return workspaces.filter(
    ({ dir, pkg }) => pkg.name === filter || dir === folder || dir.startsWith(`${folder}/`),
  );
}

/** `npm run x -w y`, `npm test --prefix y`, … in a Markdown text: [{ script, workspaces, prefix }]. */
export function npmCommands(markdown) {
  const commands = [];
  const pattern =
    /\bnpm (?:run(?:-script)? ([\w:.-]+)|(test|start))((?:\s+(?:-w|--workspace|--prefix)[ =]\S+)*)/g;
  for (const m of markdown.matchAll(pattern)) {
    const script = m[1] ?? m[2];
    const options = [...m[3].matchAll(/(-w|--workspace|--prefix)[ =]([^\s`'")]+)/g)];
    commands.push({
      script,
      workspaces: options.filter((o) => o[1] !== '--prefix').map((o) => o[2]),
      prefix: options.find((o) => o[1] === '--prefix')?.[2],
    });
  }
  return commands;
}

const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

test('the selection matches npm: -w supabase also selects supabase/client', () => {
  assert.deepEqual(
    selectWorkspaces('supabase').map((w) => w.dir),
    ['supabase', 'supabase/client'],
  );
  assert.deepEqual(
    selectWorkspaces('supabase-client').map((w) => w.dir),
    ['supabase/client'],
  );
});

test('the parser finds the scripts, workspaces and prefixes a doc names', () => {
  assert.deepEqual(npmCommands('run `npm run seed:large -w supabase` then `npm test --prefix deploy`'), [
    { script: 'seed:large', workspaces: ['supabase'], prefix: undefined },
    { script: 'test', workspaces: [], prefix: 'deploy' },
  ]);
});

test('every npm script the docs name exists where npm runs it', () => {
  const missing = [];
  let checked = 0;
  for (const doc of docs) {
    for (const { script, workspaces: filters, prefix } of npmCommands(
      readFileSync(path.join(root, doc), 'utf8'),
    )) {
      checked++;
      const targets = prefix
        ? [{ dir: prefix, pkg: readPkg(prefix) }]
        : filters.length > 0
          ? filters.flatMap((f) => {
              const selected = selectWorkspaces(f);
              if (selected.length === 0) missing.push(`${doc}: -w ${f} selects no workspace`);
              return selected;
            })
          : [{ dir: '.', pkg: rootPkg }];
      for (const { dir, pkg } of targets) {
        if (script === 'start' && !pkg.scripts?.start && dir !== '.') continue;
        if (!pkg.scripts?.[script])
          missing.push(`${doc}: npm run ${script} has no script in ${dir}/package.json`);
      }
    }
  }
  assert.ok(checked > 20, `only ${checked} commands found: the parser no longer reads the docs`);
  assert.deepEqual(missing, []);
});
