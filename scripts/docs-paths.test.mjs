// The docs name the code as it is: every source file a Markdown file names in backticks (`x.ts`, `src/y.tsx`,
// `migrations/z.sql` …) exists. A path is read from the Markdown file's folder, its package (or the package the
// sentence names: "shared-ui's `src/…`"), the package's src/ or the repository's root, or ends a path somewhere
// in the repository (docs shorten shared-ui's `time/clinic-time.ts`), or is a dependency's file. A file renamed
// or removed without its docs fails here; a line saying the file was removed is history and is not checked.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);
// `x.ts`, optionally owned: "shared-ui's `src/qa/run-standalone.tsx`" is read in shared-ui.
const SOURCE_PATH = /(?:([\w-]+)'s\s+)?`\.{0,2}\/?([\w@.\-/]+\.(?:ts|tsx|mjs|js|sql|toml))`/g;

/** The folder of the package a file belongs to: the nearest folder above it with a package.json. */
function packageFolder(file) {
  let dir = path.dirname(file);
  while (dir !== '.' && !trackedSet.has(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

export function resolves(markdownFile, named, owner) {
  const pkg = owner && trackedSet.has(path.join(owner, 'package.json')) ? owner : packageFolder(markdownFile);
  // a package's own source (`src/…`): in that package, or, said of remotes in general ("a remote's
  // `src/routes.tsx`"), in some package
  if (named.startsWith('src/'))
    return trackedSet.has(path.join(pkg, named)) || tracked.some((file) => file.endsWith(`/${named}`));
  const bases = [path.dirname(markdownFile), pkg, path.join(pkg, 'src'), '.'];
  if (bases.some((base) => trackedSet.has(path.normalize(path.join(base, named))))) return true;
  // a shorter name for a file elsewhere (`time/clinic-time.ts` is shared-ui's)
  if (tracked.some((file) => file === named || file.endsWith(`/${named}`))) return true;
  // a dependency's file (`msw/mockServiceWorker.js`)
  try {
    require.resolve(named, { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

/** The source files a Markdown text names: [{ named, owner }]. A line that says the file was removed is history. */
export function namedPaths(markdown) {
  return markdown
    .split('\n')
    .filter((line) => !/\bremoved\b/i.test(line))
    .flatMap((line) => [...line.matchAll(SOURCE_PATH)])
    .map((match) => ({ owner: match[1], named: match[2] }))
    .filter(({ named }) => !/[<>*]/.test(named));
}

test('every source file the docs name exists', () => {
  const missing = tracked
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      namedPaths(readFileSync(path.join(root, file), 'utf8'))
        .filter(({ named, owner }) => !resolves(file, named, owner))
        .map(({ named }) => `${file}: ${named}`),
    );
  assert.deepEqual([...new Set(missing)], []);
});

test('the check fails on a file that is not there', () => {
  assert.deepEqual(
    namedPaths(
      "see `src/routes.tsx`, shared-ui's `src/qa/run-standalone.tsx` and `<x>.ts`\n`gone.ts` was removed",
    ),
    [
      { owner: undefined, named: 'src/routes.tsx' },
      { owner: 'shared-ui', named: 'src/qa/run-standalone.tsx' },
    ],
  );
  assert.equal(resolves('mf-journal/README.md', 'src/qa/run-standalone.tsx', 'shared-ui'), true);
  assert.equal(resolves('mf-journal/README.md', 'src/qa/no-such-file.tsx', 'shared-ui'), false);
  assert.equal(resolves('mf-calendar/README.md', 'src/routes.tsx'), true);
  assert.equal(resolves('docs/ARCHITECTURE.md', 'no-such-file.ts'), false);
});
