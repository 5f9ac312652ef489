import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build-time contract check lives with the webpack config every package builds with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkContract } = require('../../shared-ui/build/contract.cjs') as {
  checkContract: (options: object) => {
    problems: string[];
    contract: { routes: string[]; menu: Record<string, string> };
  };
};

/** A remote's routes.json with these paths, each a page highlighting the payments entry. */
const table = (...paths: string[]) =>
  JSON.stringify({ routes: paths.map((p) => ({ path: p, page: 'Page', menu: 'payments' })) });

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

const APP = `import { createRemoteLifecycles } from 'shared-ui';
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ namespace: 'mf-billing' });`;
const PARCEL = `import type { MoneyFormProps } from '../settings/money-form';
export type MoneyFormParcelProps = MoneyFormProps & { onCancel?: () => void };
export const { bootstrap, mount, unmount, update } = createParcelLifecycles(MoneyForm);`;

function check() {
  return checkContract({
    root,
    name: 'mf-billing',
    dir: path.join(root, 'mf-billing'),
    kind: 'remote',
    parcels: { 'money-form': './src/parcels/money-form.tsx' },
    shared: { react: { requiredVersion: '^19.0.0', version: '19.3.1' } },
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  write(
    'shell/public/remotes.json',
    JSON.stringify({ 'mf-billing': { manifest: 'x' }, 'mf-journal': { manifest: 'y' } }),
  );
  write('mf-billing/src/app.tsx', APP);
  write('mf-billing/src/routes.json', table('/payments', '/invoice/:id', '/invoice/:id/edit'));
  write('mf-billing/src/parcels/money-form.tsx', PARCEL);
  write(
    'mf-billing/src/settings/money-form.tsx',
    'export interface MoneyFormProps { appointmentTypeId: string; onSaved?(): void }',
  );
  write(
    'mf-billing/webpack.config.js',
    "module.exports = { parcels: { 'money-form': './src/parcels/money-form.tsx' } };",
  );
  write(
    'mf-content/src/editor.tsx',
    '<RemoteParcel\n  remote="mf-billing"\n  parcel="money-form"\n  props={{ appointmentTypeId: t.id, onSaved: () => void refetch({ a: 1 }) }}\n/>',
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a remote that fits passes and records the route prefixes it owns and the menu key of each path', () => {
  const { problems, contract } = check();
  expect(problems).toEqual([]);
  // '/invoice/:id/edit' is under '/invoice/:id'.
  expect(contract.routes).toEqual(['/payments', '/invoice/:id']);
  expect(contract.menu).toEqual({
    '/payments': 'payments',
    '/invoice/:id': 'payments',
    '/invoice/:id/edit': 'payments',
  });
});

test('a page added to routes.json only is owned: no second list to change', () => {
  write('mf-billing/src/routes.json', table('/payments', '/invoice/:id', '/refunds/*'));
  const { problems, contract } = check();
  expect(problems).toEqual([]);
  expect(contract.routes).toEqual(['/payments', '/invoice/:id', '/refunds']);
});

test('a routes.json the build cannot read, or with a line that does not fit, fails', () => {
  const problemWith = (text: string) => {
    write('mf-billing/src/routes.json', text);
    return check().problems.join('\n');
  };
  expect(problemWith('{ "routes": [')).toMatch(/routes: mf-billing\/src\/routes\.json is not JSON/);
  expect(problemWith('["/payments"]')).toMatch(
    /mf-billing\/src\/routes\.json must be \{ "routes": \[\.\.\.\] \}/,
  );
  expect(problemWith('{ "routes": [{ "page": "P" }] }')).toMatch(/line 1 needs a "path"/);
  expect(problemWith('{ "routes": [{ "path": "/payments" }] }')).toMatch(
    /line 1 \(\/payments\) needs either a "page" or a "redirect"/,
  );
  expect(problemWith('{ "routes": [{ "path": "/a", "page": "P", "redirect": "/b" }] }')).toMatch(
    /line 1 \(\/a\) needs either a "page" or a "redirect"/,
  );
  expect(problemWith('{ "routes": [{ "path": "/a", "page": "P", "title": "A" }] }')).toMatch(
    /line 1 \(\/a\): unknown title/,
  );
  expect(problemWith('{ "routes": [{ "path": "/a", "page": "P", "menu": 3 }] }')).toMatch(
    /"menu" is a side-menu key/,
  );
  expect(problemWith('{ "routes": [{ "path": "*", "page": "P" }] }')).toMatch(
    /line 1: \* must start with \/ and not end with one \(the catch-all is pageRoutes' fallback\)/,
  );
  expect(problemWith(table('/a', '/b', '/a'))).toMatch(/routes\.json: \/a written twice/);
  expect(problemWith('{ "routes": [{ "path": "/a", "page": "P", "guard": "public" }] }')).toMatch(
    /routes: \/a: "guard" is for the shell's own routes/,
  );
  expect(problemWith('{ "routes": [] }')).toMatch(/routes: mf-billing\/src\/routes\.json has no route/);
  fs.rmSync(path.join(root, 'mf-billing/src/routes.json'));
  expect(check().problems.join('\n')).toMatch(/routes: mf-billing\/src\/routes\.json is missing/);
});

test("a path of routes.json the shell would give another remote fails, and so does another remote's prefix", () => {
  write('mf-journal/src/routes.json', table('/invoice/:id/edit', '/payments'));
  const problems = check().problems.join('\n');
  expect(problems).toMatch(/routes: \/payments also owned by mf-journal \(its src\/routes\.json\)/);
  expect(problems).toMatch(
    /routes: \/invoice\/:id\/edit would be shown by mf-journal, whose \/invoice\/:id\/edit is a longer match/,
  );
});

test('the committed registry says where a remote is, not its routes', () => {
  write(
    'shell/public/remotes.json',
    JSON.stringify({ 'mf-billing': { manifest: 'x', routes: ['/payments', '/invoice/:id'] } }),
  );
  expect(check().problems.join('\n')).toMatch(
    /shell\/public\/remotes\.json lists routes for mf-billing: remove them, the served registry takes them from mf-billing\/src\/routes\.json/,
  );
  write('shell/public/remotes.json', JSON.stringify({ 'mf-journal': { manifest: 'y' } }));
  expect(check().problems.join('\n')).toMatch(/shell\/public\/remotes\.json has no entry for mf-billing/);
});

test('./app without the lifecycles the shell mounts fails', () => {
  write('mf-billing/src/app.tsx', 'export default function App() {}');
  expect(check().problems.join('\n')).toMatch(
    /\.\/app: mf-billing\/src\/app\.tsx must export \{ bootstrap, mount, unmount \}/,
  );
});

test('a parcel without its props type, or used with props it does not declare, fails', () => {
  write(
    'mf-content/src/editor.tsx',
    '<RemoteParcel remote="mf-billing" parcel="money-form" props={{ typeId: t.id }} />',
  );
  const problems = check().problems.join('\n');
  expect(problems).toMatch(
    /mf-content\/src\/editor\.tsx:1: mf-billing\/money-form: MoneyFormParcelProps has no prop typeId/,
  );
  expect(problems).toMatch(/required prop appointmentTypeId of MoneyFormParcelProps is not passed/);

  write('mf-billing/src/parcels/money-form.tsx', PARCEL.replace('MoneyFormParcelProps', 'Props'));
  expect(check().problems.join('\n')).toMatch(/must export its props type MoneyFormParcelProps/);
});

test("a consumer naming a parcel its owner does not expose fails in the consumer's build", () => {
  write(
    'mf-content/src/editor.tsx',
    '<RemoteParcel remote="mf-billing" parcel="price-form" props={{ id }} />',
  );
  write('mf-content/src/routes.json', table('/disorders'));
  write('mf-content/src/app.tsx', APP);
  const { problems } = checkContract({
    root,
    name: 'mf-content',
    dir: path.join(root, 'mf-content'),
    kind: 'host',
    parcels: {},
    shared: {},
  });
  expect(problems.join('\n')).toMatch(/mf-billing exposes no parcel "price-form" \(it exposes: money-form\)/);
});
