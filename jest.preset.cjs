// Shared jest settings for every front-end package (see ARCHITECTURE.md §6 for why each line is here).
const path = require('node:path');

/** @param {string} packageDir */
module.exports = function jestPreset(packageDir) {
  return {
    rootDir: packageDir,
    // jest-fixed-jsdom keeps Node's fetch/streams globals so msw 2 works under jsdom.
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be transformed to run under jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(rettime|until-async|@open-draft|ky|preact|@fullcalendar|msw|@mswjs|@bundled-es-modules|outvariant|strict-event-emitter|headers-polyfill|is-node-process|@inquirer)/)',
    ],
    moduleNameMapper: { '\\.(css|svg|png)$': path.join(__dirname, 'shared-ui/src/testing/file-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'shared-ui/src/testing/jest-setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Above the 5 s findBy/waitFor limit of jest-setup.ts, so a slow wait fails with its own message.
    testTimeout: 20_000,
  };
};
