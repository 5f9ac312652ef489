// One lint configuration for every package: typescript-eslint, React hooks rules and jsx-a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// ---- Layers and boundaries (ARCHITECTURE §2, §3), enforced here so no remote can copy a shortcut ----------
// A component (*.tsx) reaches data only through hooks: no supabase-js, no 'supabase-client', no values from a
// *.resource.ts (types are fine). A package never imports another remote's folder (other domains' UI arrives
// as parcels, navigation by URL). The shell learns a remote's routes from the registry it is served (filled in
// from the remote's src/routes.json by its build: shared-ui/build/contract.cjs), never by importing them.
// Options of one rule do not merge across config blocks, so each package's block carries both lists.
const REMOTES = ['mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'];
const LAYER_MESSAGE =
  'Components do not call the data layer: use a use-*.ts hook (react-query) over a *.resource.ts.';
const layerPaths = ['@supabase/supabase-js', 'supabase-client'].map((name) => ({
  name,
  allowTypeImports: true,
  message: LAYER_MESSAGE,
}));
const layerPatterns = [
  { regex: String.raw`\.resource(\.ts)?$`, allowTypeImports: true, message: LAYER_MESSAGE },
];
const BOUNDARY_MESSAGE =
  "Another remote's code is not imported: mount its parcel (RemoteParcel) or navigate to its URL.";
const boundaryPatterns = (own) => {
  const others = [...REMOTES, 'shell'].filter((name) => name !== own);
  return [{ regex: `(^|/)(${others.join('|')})(/|$)`, message: BOUNDARY_MESSAGE }];
};
// One way to call an edge function: supabase-client's callFunction (ky with the session's token, ApiError).
const FUNCTION_MESSAGE = "Call edge functions with supabase-client's callFunction.";
// One way to write: shared-ui's useSingleFlightMutation (a double click is one request). A write that must not
// be single-flight says why beside an eslint-disable comment.
const MUTATION_MESSAGE = "Writes use shared-ui's useSingleFlightMutation (a double click is one request).";
const oneWayPaths = [{ name: 'ky', message: FUNCTION_MESSAGE }];
// One way to write a form: shared-ui/forms (react-hook-form with a zod schema, the spec's text rules, the submit
// guard). Its libraries are imported there only, so no package grows a second form helper around them.
const FORM_MESSAGE = 'Write forms with shared-ui/forms (useSchemaForm, its rules and its z).';
const formPaths = ['react-hook-form', 'zod', '@hookform/resolvers/zod'].map((name) => ({
  name,
  message: FORM_MESSAGE,
}));
const mutationPaths = [
  { name: '@tanstack/react-query', importNames: ['useMutation'], message: MUTATION_MESSAGE },
];
// One data facade: a remote's resources read and write through getDataClient() (tables, RPCs and storage
// buckets) and subscribe through Realtime; which client answers (postgrest-js before supabase-js has loaded,
// then supabase-js) is supabase-client's concern. getSupabase() is the shell's, for the session (auth).
const DATA_MESSAGE =
  "Use supabase-client's getDataClient() (from, rpc, bucket) or, for Realtime, getSupabaseAfterFirstScreen().";
// Routes are data (src/routes.json), rendered by shared-ui's pageRoutes: no page writes a <Routes> table of its
// own (tests may, to give a page its params).
const ROUTES_MESSAGE = "Routes are data: add the path to src/routes.json; shared-ui's pageRoutes renders it.";
const routePaths = [
  { name: 'react-router-dom', importNames: ['Route', 'Routes', 'useRoutes'], message: ROUTES_MESSAGE },
];
const componentPathsOf = (pkg) =>
  pkg === 'shared-ui'
    ? [...layerPaths, ...oneWayPathsOf(pkg)]
    : [...layerPaths, ...oneWayPathsOf(pkg), ...routePaths];
const oneWayPathsOf = (pkg) => {
  // shared-ui is where useSingleFlightMutation is built on useMutation
  const paths = pkg === 'shared-ui' ? oneWayPaths : [...oneWayPaths, ...mutationPaths, ...formPaths];
  return REMOTES.includes(pkg)
    ? [...paths, { name: 'supabase-client', importNames: ['getSupabase'], message: DATA_MESSAGE }]
    : paths;
};
// Inside a remote, a feature folder (src/<feature>/…) imports from its own folder, src/common/, i18n and
// packages — never a sibling feature (what two features need moves to common/; the folders form no cycles).
// A file `depth` folders below src/ reaches a sibling feature with exactly `depth` steps up, so each depth
// gets its own pattern (a nested file's `../x` is its own feature's).
const SIBLING_MESSAGE =
  "A feature does not import a sibling feature: move what both need to the remote's src/common/.";
const siblingPatternAt = (depth) => ({
  regex: String.raw`^(\.\./){${depth}}(?!(common|i18n)(/|$))[^.]`,
  message: SIBLING_MESSAGE,
});
const FEATURE_DEPTHS = [1, 2, 3, 4];
const restrict = (paths, patterns) => ['error', { paths, patterns }];
// Folders of a remote that compose or fake features (parcels, mocks, testing) may import them; common/ may not.
const NOT_FEATURES = ['parcels', 'mocks', 'testing', 'i18n'];
const featureFiles = (pkg, ext, depth) =>
  REMOTES.includes(pkg)
    ? {
        files: [`${pkg}/src/${'*/'.repeat(depth)}*.${ext}`],
        ignores: [...NOT_FEATURES.map((folder) => `${pkg}/src/${folder}/**`), '**/*.test.{ts,tsx}'],
      }
    : null;
// One way to call an edge function: never supabase-js's functions.invoke, also destructured.
const functionSelectors = [
  {
    selector: "CallExpression[callee.property.name='invoke'][callee.object.property.name='functions']",
    message: FUNCTION_MESSAGE,
  },
  // the same call destructured: `const { functions } = client; functions.invoke(…)`
  {
    selector: "CallExpression[callee.property.name='invoke'][callee.object.name='functions']",
    message: FUNCTION_MESSAGE,
  },
  // … or `const { invoke } = client.functions`
  {
    selector:
      "VariableDeclarator[init.property.name='functions'] > ObjectPattern > Property[key.name='invoke']",
    message: FUNCTION_MESSAGE,
  },
];
// One vocabulary for the domain (issue 36): a users row's snake_case is read by a resource only (through
// supabase-client's toPerson); the clinic's clock, the rich-text-to-plain reading and the free time slots read
// are written once, in shared-ui. Mocks, test helpers and tests speak the database's language and are exempt.
const VOCABULARY_MESSAGE = {
  person:
    "Map a users row once, in the resource, with supabase-client's toPerson: screens and rules say firstName.",
  clock:
    "Use shared-ui's clinic clock (time/clinic-time.ts: CLINIC_TIME_ZONE, clinicDate …), not a second one.",
  richText: "Use shared-ui's richTextToPlainText / isRichTextEmpty, not another HTML-to-text regex.",
  timeslots:
    "Read free time slots with shared-ui's fetchFreeTimeslots (domain/), the one wrapper of get_free_timeslots.",
};
const vocabularySelectors = [
  {
    selector: 'MemberExpression[property.name=/^(first_name|last_name|avatar_url)$/]',
    message: VOCABULARY_MESSAGE.person,
  },
  {
    selector: 'Property[key.name=/^(first_name|last_name|avatar_url)$/]',
    message: VOCABULARY_MESSAGE.person,
  },
  { selector: "Literal[value='Europe/Oslo']", message: VOCABULARY_MESSAGE.clock },
  { selector: "Literal[regex.pattern='<[^>]*>']", message: VOCABULARY_MESSAGE.richText },
];
// A read several remotes need is written once, in shared-ui's domain/ (resources included).
const oneReadSelectors = [
  {
    selector: "CallExpression[callee.property.name='rpc'] > Literal[value='get_free_timeslots']",
    message: VOCABULARY_MESSAGE.timeslots,
  },
];
const ONE_READ_OWNERS = [
  '**/src/mocks/**',
  '**/src/testing/**',
  '**/*.test.{ts,tsx}',
  'shared-ui/src/domain/**',
];
const VOCABULARY_OWNERS = [
  '**/*.resource.ts',
  '**/src/mocks/**',
  '**/src/testing/**',
  '**/*.test.{ts,tsx}',
  'shared-ui/src/time/**',
  'shared-ui/src/rich-text-editor/**',
  'shared-ui/src/domain/**',
  'shared-ui/src/qa/**',
];
const boundaryConfigs = [...REMOTES, 'shell', 'shared-ui'].flatMap((pkg) => [
  {
    files: [`${pkg}/**/*.{ts,tsx,js,cjs,mjs}`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': restrict(oneWayPathsOf(pkg), boundaryPatterns(pkg)),
    },
  },
  ...FEATURE_DEPTHS.flatMap((depth) =>
    [featureFiles(pkg, 'ts', depth)].filter(Boolean).map((files) => ({
      ...files,
      rules: {
        '@typescript-eslint/no-restricted-imports': restrict(oneWayPathsOf(pkg), [
          ...boundaryPatterns(pkg),
          siblingPatternAt(depth),
        ]),
      },
    })),
  ),
  {
    files: [`${pkg}/**/*.tsx`],
    // Tests and test helpers set up the client; composition roots (the shell's bootstrap, the QA host)
    // configure it and fetch nothing.
    ignores: ['**/*.test.tsx', '**/src/testing/**', '**/src/bootstrap.tsx', 'shared-ui/src/qa/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(componentPathsOf(pkg), [
        ...layerPatterns,
        ...boundaryPatterns(pkg),
      ]),
    },
  },
  ...FEATURE_DEPTHS.flatMap((depth) =>
    [featureFiles(pkg, 'tsx', depth)].filter(Boolean).map((files) => ({
      ...files,
      rules: {
        '@typescript-eslint/no-restricted-imports': restrict(componentPathsOf(pkg), [
          ...layerPatterns,
          ...boundaryPatterns(pkg),
          siblingPatternAt(depth),
        ]),
      },
    })),
  ),
  {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', ...functionSelectors] },
  },
  {
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: ONE_READ_OWNERS,
    rules: { 'no-restricted-syntax': ['error', ...functionSelectors, ...oneReadSelectors] },
  },
  // Outside the files whose job it is (resources, mocks, test helpers, tests): the domain's one vocabulary.
  {
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    ignores: VOCABULARY_OWNERS,
    rules: {
      'no-restricted-syntax': ['error', ...functionSelectors, ...oneReadSelectors, ...vocabularySelectors],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.nx/**',
      'e2e/results/**',
      'supabase/.data/**',
      '.deployments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...boundaryConfigs,
);
