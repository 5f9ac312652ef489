import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build-time contract check lives with the webpack config every package builds with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkContract } = require('../../shared-ui/build/contract.cjs') as {
  checkContract: (options: object) => { problems: string[]; contract: { routes: string[] } };
};

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
    JSON.stringify({ 'mf-billing': { manifest: 'x', routes: ['/payments', '/invoice'] } }),
  );
  write('mf-billing/src/app.tsx', APP);
  write('mf-billing/src/routes.ts', "export const routes = ['/payments', '/invoice'] as const;");
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

test('a remote that fits passes and records its routes', () => {
  const { problems, contract } = check();
  expect(problems).toEqual([]);
  expect(contract.routes).toEqual(['/payments', '/invoice']);
});

test('a route table the shell does not expect fails', () => {
  write('mf-billing/src/routes.ts', "export const routes = ['/payments'] as const;");
  expect(check().problems.join('\n')).toMatch(
    /routes\.ts lists \[\/payments\] but the shell's registry .* lists \[\/payments, \/invoice\]/,
  );
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
  write('mf-content/src/routes.ts', "export const routes = ['/disorders'] as const;");
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
