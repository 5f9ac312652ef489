import fs from 'node:fs';
import path from 'node:path';

// The folders of src/ form no cycle, in the shell as in every remote (where lint already refuses a sibling
// feature): a folder that imports another is above it, and nothing below imports back up. The shell's folders
// depend one way — boot → remotes, session; layout → notifications, menu-badges; notifications → menu-badges —
// so a change that closes a circle fails here, naming it. Tests may import across folders (they are not part of
// the graph).
const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The folder-level import graph of an app's src/: folder → the folders it imports. */
export function folderGraph(src: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file).split(path.sep)[0]!;
    if (!file.slice(src.length + 1).includes(path.sep)) continue; // a file at src/'s top (app.tsx, routes.tsx)
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = path.relative(src, path.resolve(path.dirname(file), match[1] ?? match[2]!));
      const to = target.split(path.sep)[0]!;
      if (target.startsWith('..') || !target.includes(path.sep) || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The cycles of a graph, each as its folders in order ('a → b → a'); [] when it has none. */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at !== -1) {
      const cycle = trail.slice(at);
      const start = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
      found.add([...rotated, rotated[0]].join(' → '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...found].sort();
}

describe('folder cycles', () => {
  it.each(APPS)('the folders of %s/src import one way', (app) => {
    expect(cyclesOf(folderGraph(path.join(ROOT, app, 'src')))).toEqual([]);
  });

  it('finds a cycle, and only a cycle', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(cyclesOf(graph({ boot: ['remotes', 'session'], remotes: ['boot'], session: [] }))).toEqual([
      'boot → remotes → boot',
    ]);
    expect(cyclesOf(graph({ layout: ['notifications'], notifications: ['menu'], menu: ['layout'] }))).toEqual(
      ['layout → notifications → menu → layout'],
    );
    expect(cyclesOf(graph({ boot: ['remotes', 'session'], remotes: ['session'], session: [] }))).toEqual([]);
  });
});
