import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The boundary rules of eslint.config.mjs (components → hooks → resources; no imports across remotes) fire on
// what they must and only on that. ESLint and its config are ES modules, so they run in a child node process.
const ROOT = path.resolve(__dirname, '../../..');
const RULE = '@typescript-eslint/no-restricted-imports';

interface Case {
  file: string;
  code: string;
  fires: boolean;
  /** The rule expected to fire (default: the import restriction). */
  rule?: string;
}

const cases: Case[] = [
  // A component reaches data only through hooks.
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import { getSupabase } from 'supabase-client';",
    fires: true,
  },
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import { createClient } from '@supabase/supabase-js';",
    fires: true,
  },
  {
    file: 'shell/src/auth/login-page.tsx',
    code: "import { signOut } from '../session/auth.resource';",
    fires: true,
  },
  {
    file: 'mf-billing/src/pay/pay-page.tsx',
    code: "import { fetchPayments } from './payments.resource.ts';",
    fires: true,
  },
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import { type Patient, fetchPatients } from './list.resource';",
    fires: true,
  },
  // Types are not the data layer.
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import type { Database } from 'supabase-client';",
    fires: false,
  },
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import { type Patient } from './list.resource';",
    fires: false,
  },
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import type { Patient } from '../list/list.resource';",
    fires: false,
  },
  // Hooks and resources may call the layer below; tests may set up the client.
  {
    file: 'mf-patients/src/list/use-list.ts',
    code: "import { fetchPatients } from './list.resource';",
    fires: false,
  },
  {
    file: 'mf-patients/src/list/list.resource.ts',
    code: "import { getDataClient, getSupabaseAfterFirstScreen } from 'supabase-client';",
    fires: false,
  },
  {
    file: 'mf-patients/src/list/list-page.test.tsx',
    code: "import { configureSupabase } from 'supabase-client';",
    fires: false,
  },
  // One data facade: a remote never picks supabase-js for data (getSupabase is the shell's, for auth).
  {
    file: 'mf-patients/src/list/list.resource.ts',
    code: "import { getSupabase } from 'supabase-client';",
    fires: true,
  },
  {
    file: 'shell/src/session/auth.resource.ts',
    code: "import { getSupabase } from 'supabase-client';",
    fires: false,
  },
  // No package imports another remote's folder (nor the shell).
  {
    file: 'mf-patients/src/list/use-list.ts',
    code: "import { x } from '../../../mf-calendar/src/calendar/use-calendar';",
    fires: true,
  },
  {
    file: 'mf-patients/src/list/list-page.tsx',
    code: "import { x } from 'mf-calendar/src/calendar/calendar-page';",
    fires: true,
  },
  { file: 'mf-journal/src/a/b.ts', code: "import { x } from 'mf-content';", fires: true },
  {
    file: 'mf-journal/src/a/b.ts',
    code: "import { x } from '../../../shell/src/session/auth-store';",
    fires: true,
  },
  { file: 'shared-ui/src/a/b.ts', code: "import { x } from '../../../mf-billing/src/routes';", fires: true },
  {
    file: 'shell/src/a/b.tsx',
    code: "import { x } from '../../../mf-calendar/src/calendar/use-calendar';",
    fires: true,
  },
  // Inside a remote a feature never imports a sibling feature: shared code lives in src/common/.
  {
    file: 'mf-calendar/src/calendar/use-calendar.ts',
    code: "import { x } from '../appointment-form/use-x';",
    fires: true,
  },
  {
    file: 'mf-calendar/src/calendar/calendar-page.tsx',
    code: "import { type X } from '../working-hours/working-hours.rules';",
    fires: true,
  },
  {
    file: 'mf-calendar/src/calendar/use-calendar.ts',
    code: "import { x } from '../common/use-x';",
    fires: false,
  },
  { file: 'mf-calendar/src/calendar/page.tsx', code: "import en from '../i18n/en.json';", fires: false },
  {
    file: 'mf-content/src/parcels/viewer.tsx',
    code: "import { V } from '../google-slides/v';",
    fires: false,
  },
  { file: 'mf-journal/src/live-session/steps/a.ts', code: "import { x } from '../use-y';", fires: false },
  { file: 'mf-billing/src/invoices/x.test.tsx', code: "import { App } from '../app';", fires: false },
  { file: 'mf-billing/src/common/x.ts', code: "import { y } from '../payments/y';", fires: true },
  // One way to call an edge function: callFunction (supabase-client is the only user of ky).
  { file: 'mf-calendar/src/common/service.resource.ts', code: "import ky from 'ky';", fires: true },
  { file: 'shell/src/auth/x.resource.ts', code: "import ky from 'ky';", fires: true },
  { file: 'supabase/client/src/functions.ts', code: "import ky from 'ky';", fires: false },
  {
    file: 'mf-billing/src/payments/payments.resource.ts',
    code: "declare const s: any; void s.functions.invoke('payments');",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-billing/src/payments/payments.resource.ts',
    code: "declare const s: any; const { functions } = s; void functions.invoke('payments');",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-billing/src/payments/payments.resource.ts',
    code: "declare const s: any; const { invoke } = s.functions; void invoke('payments');",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  // A nested file reaches a sibling feature with one more step up; its own feature's files stay allowed.
  {
    file: 'mf-journal/src/live-session/steps/a.ts',
    code: "import { x } from '../../patient-journal/use-y';",
    fires: true,
  },
  {
    file: 'mf-journal/src/live-session/steps/tools/a.tsx',
    code: "import { x } from '../../../patient-journal/use-y';",
    fires: true,
  },
  {
    file: 'mf-journal/src/live-session/steps/a.ts',
    code: "import { x } from '../../common/use-y';",
    fires: false,
  },
  // Routes are data: no page or remote writes its own <Routes> table (tests may, to give a page its params).
  {
    file: 'mf-billing/src/routes.tsx',
    code: "import { Route, Routes } from 'react-router-dom';",
    fires: true,
  },
  { file: 'shell/src/a/a-page.tsx', code: "import { Routes } from 'react-router-dom';", fires: true },
  {
    file: 'mf-billing/src/payments/edit-payment-page.tsx',
    code: "import { Navigate, useParams } from 'react-router-dom';",
    fires: false,
  },
  {
    file: 'mf-billing/src/payments/payments-page.test.tsx',
    code: "import { Route, Routes } from 'react-router-dom';",
    fires: false,
  },
  {
    file: 'shared-ui/src/lazy/page-routes.tsx',
    code: "import { Route, Routes } from 'react-router-dom';",
    fires: false,
  },
  // One way to write: useSingleFlightMutation, not react-query's useMutation directly.
  {
    file: 'mf-patients/src/list/use-list.ts',
    code: "import { useMutation } from '@tanstack/react-query';",
    fires: true,
  },
  { file: 'shell/src/a/use-a.ts', code: "import { useMutation } from '@tanstack/react-query';", fires: true },
  {
    file: 'mf-patients/src/list/use-list.ts',
    code: "import { useQuery, useQueryClient } from '@tanstack/react-query';",
    fires: false,
  },
  { file: 'mf-patients/src/list/list-page.tsx', code: "import { Select } from 'shared-ui';", fires: false },
  // One way to write a form: shared-ui/forms, not its libraries directly.
  {
    file: 'mf-content/src/scripts/use-x-form.ts',
    code: "import { useForm } from 'react-hook-form';",
    fires: true,
  },
  { file: 'mf-billing/src/invoices/invoice.rules.ts', code: "import { z } from 'zod';", fires: true },
  {
    file: 'shell/src/auth/login-page.tsx',
    code: "import { zodResolver } from '@hookform/resolvers/zod';",
    fires: true,
  },
  {
    file: 'mf-content/src/scripts/use-x-form.ts',
    code: "import { useSchemaForm, z } from 'shared-ui/forms';",
    fires: false,
  },
  // One vocabulary: a users row's snake_case in a resource only; one clinic clock, one rich-text reading, one
  // free-timeslots read.
  {
    file: 'mf-patients/src/list/patient-card.tsx',
    code: 'const name = (row: { first_name: string }) => row.first_name;',
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'shell/src/profile/edit-profile-page.tsx',
    code: "const changes = { first_name: 'Ingrid' };",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-patients/src/list/patients.resource.ts',
    code: 'const name = (row: { first_name: string }) => row.first_name;',
    fires: false,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-patients/src/invite/create.rules.ts',
    code: "const zone = 'Europe/Oslo';",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-content/src/templates/preview.ts',
    code: "const plain = (html: string) => html.replace(/<[^>]*>/g, '');",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-calendar/src/form/form.resource.ts',
    code: "declare const db: { rpc(name: string): void }; db.rpc('get_free_timeslots');",
    fires: true,
    rule: 'no-restricted-syntax',
  },
  {
    file: 'mf-calendar/src/form/form.resource.test.ts',
    code: "const zone = 'Europe/Oslo';",
    fires: false,
    rule: 'no-restricted-syntax',
  },
  // Not even a remote's route table (it imports the remote's pages): the shell gets routes from the registry.
  {
    file: 'shell/src/remotes/r.test.ts',
    code: "import { calendarPages } from '../../../mf-calendar/src/routes';",
    fires: true,
  },
];

const SCRIPT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.env.LINT_CASES);
const eslint = new ESLint({ cwd: process.env.LINT_ROOT });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code + '\\nexport {};\\n', { filePath: c.file });
  if (result.messages.some((m) => m.fatal)) throw new Error(c.file + ': ' + result.messages[0].message);
  out.push(result.messages.filter((m) => m.ruleId === (c.rule ?? '${RULE}')).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

test('the layer and boundary rules fire exactly where they must', () => {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases), LINT_ROOT: ROOT },
    encoding: 'utf8',
  });
  const messages = JSON.parse(stdout) as string[][];
  const outcome = cases.map((c, i) => ({ ...c, fires: (messages[i] ?? []).length > 0 }));
  expect(outcome).toEqual(cases);
  expect(messages[0]?.[0]).toContain('use a use-*.ts hook');
  expect(messages[13]?.[0]).toContain('RemoteParcel');
  expect(messages[11]?.[0]).toContain('getDataClient()');
});
