import fs from 'node:fs';
import path from 'node:path';

// Where a remote's query keys live (ARCHITECTURE §2): a `*.keys.ts` used by one feature is in that feature's
// folder; one that several folders use (one feature reads, another invalidates) is in common/, as is one common/'s
// own hooks use. A keys file in common/ that only one feature uses belongs in that feature. (A feature's keys
// used by a sibling feature are refused by lint already: the sibling-import rule.)
const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = ['mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
const NOT_USERS = /\.test\.tsx?$|[/\\](mocks|testing)[/\\]/;

/** src/-relative path → text of each source file (what the check reads; tests give a made-up tree). */
type SourceTree = Record<string, string>;

function readTree(src: string): SourceTree {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return Object.fromEntries(
    walk(src).map((file) => [path.relative(src, file), fs.readFileSync(file, 'utf8')]),
  );
}

const topFolder = (file: string) => (file.includes('/') ? file.split('/')[0]! : '(src)');

/** The keys files of a tree in the wrong place, each with the folders that use it. */
export function misplacedKeys(tree: SourceTree): string[] {
  const users = new Map<string, Set<string>>();
  for (const file of Object.keys(tree)) if (file.endsWith('.keys.ts')) users.set(file, new Set());
  for (const [file, text] of Object.entries(tree)) {
    if (NOT_USERS.test(file)) continue;
    for (const match of text.matchAll(IMPORT)) {
      const target = `${path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2]!))}.ts`;
      if (target !== file) users.get(target)?.add(topFolder(file));
    }
  }
  const problems: string[] = [];
  for (const [keys, folders] of users) {
    const home = topFolder(keys);
    const list = [...folders].sort();
    if (home === 'common' && list.length === 1 && list[0] !== 'common')
      problems.push(`${keys}: only ${list[0]}/ uses it, so it belongs there`);
    if (home !== 'common' && list.some((folder) => folder !== home))
      problems.push(`${keys}: used by ${list.join(', ')}, so it belongs in common/`);
  }
  return problems;
}

describe('query keys placement', () => {
  it.each(REMOTES)('%s: each keys file is where its users are', (remote) => {
    const tree = readTree(path.join(ROOT, remote, 'src'));
    expect(Object.keys(tree).filter((file) => file.endsWith('.keys.ts')).length).toBeGreaterThan(2);
    expect(misplacedKeys(tree)).toEqual([]);
  });

  it('fails a common keys file only one feature uses, and a feature keys file another feature uses', () => {
    const keys = 'export const k = {};';
    expect(
      misplacedKeys({
        'common/list.keys.ts': keys,
        'list/use-list.ts': "import { k } from '../common/list.keys';",
        'list/list.test.ts': "import { k } from '../common/list.keys';",
      }),
    ).toEqual(['common/list.keys.ts: only list/ uses it, so it belongs there']);
    expect(
      misplacedKeys({
        'payments/payments.keys.ts': keys,
        'payments/use-payments.ts': "import { k } from './payments.keys';",
        'invoices/use-invoice.ts': "import { k } from '../payments/payments.keys';",
      }),
    ).toEqual(['payments/payments.keys.ts: used by invoices, payments, so it belongs in common/']);
    expect(
      misplacedKeys({
        'common/shared.keys.ts': keys,
        'common/use-shared.ts': "import { k } from './shared.keys';",
        'a/a.ts': "import { k } from '../common/shared.keys';",
        'b/nested/b.ts': "import { k } from '../../common/shared.keys';",
      }),
    ).toEqual([]);
  });
});
