// A newcomer's tour has one shape everywhere: every package and every feature folder of the shell and the
// remotes (each folder of `src/` but the infrastructure ones: i18n, mocks, test helpers, lint cases) has
// a README.md that starts with a `# ` title and a paragraph saying what the folder does, then the sections
// `## Routes` (the paths it renders, or why it has none), `## Data` (what it reads and writes, through which
// resources, keys and RPCs) and `## Tests` (which tests cover it), in that order. More sections may follow.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];
const PACKAGES = [...APPS, 'shared-ui', 'supabase', 'supabase/client', 'deploy', 'e2e'];
/** Folders of src/ that hold no feature: i18n set-up and texts, MSW mocks, test helpers, lint rule cases. */
const NOT_FEATURES = new Set(['i18n', 'mocks', 'testing', 'lint']);
const SECTIONS = ['## Routes', '## Data', '## Tests'];

export function featureFolders() {
  return APPS.flatMap((app) =>
    readdirSync(path.join(root, app, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
      .map((entry) => path.join(app, 'src', entry.name)),
  );
}

/** What is wrong with a feature folder's README text, or [] when it has the shape. */
export function shapeProblems(markdown) {
  const lines = markdown.split('\n');
  const problems = [];
  if (!lines[0]?.startsWith('# ')) problems.push('does not start with a `# ` title');
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const intro = lines
    .slice(1, firstSection === -1 ? lines.length : firstSection)
    .join('\n')
    .trim();
  if (intro === '') problems.push('has no paragraph under its title saying what the folder does');
  const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.trim());
  const found = SECTIONS.map((section) => headings.indexOf(section));
  SECTIONS.forEach((section, i) => {
    if (found[i] === -1) problems.push(`has no "${section}" section`);
  });
  const present = found.filter((index) => index !== -1);
  if (present.some((index, i) => i > 0 && index < present[i - 1]))
    problems.push(`sections not in the order ${SECTIONS.join(', ')}`);
  return problems;
}

test('every package has a README', () => {
  const missing = PACKAGES.filter((pkg) => !existsSync(path.join(root, pkg, 'README.md')));
  assert.deepEqual(missing, [], `packages without a README.md: ${missing.join(', ')}`);
});

test('every feature folder has a README of the one shape', () => {
  const problems = featureFolders().flatMap((folder) => {
    const file = path.join(root, folder, 'README.md');
    if (!existsSync(file)) return [`${folder}/README.md is missing`];
    return shapeProblems(readFileSync(file, 'utf8')).map((problem) => `${folder}/README.md ${problem}`);
  });
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('the shape check fails a README without its sections', () => {
  assert.deepEqual(shapeProblems('# Calendar\n\nThe week.\n\n## Routes\n\n## Data\n\n## Tests\n'), []);
  assert.deepEqual(shapeProblems('# Calendar\n\n## Routes\n\n## Tests\n'), [
    'has no paragraph under its title saying what the folder does',
    'has no "## Data" section',
  ]);
  assert.deepEqual(shapeProblems('Calendar\n\nx\n\n## Tests\n\n## Data\n\n## Routes\n'), [
    'does not start with a `# ` title',
    'sections not in the order ## Routes, ## Data, ## Tests',
  ]);
});
