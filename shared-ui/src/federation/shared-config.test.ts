import fs from 'node:fs';
import path from 'node:path';
import * as routerSubset from '../../build/react-router-dom-shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons } = require('../../build/federation.cjs') as {
  sharedSingletons: () => Record<string, { singleton: boolean; requiredVersion: string; import?: string }>;
};
const repoRoot = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rootPackage = require('../../../package.json') as { dependencies: Record<string, string> };

describe('the federation shared map', () => {
  it('shares every required singleton once, with the root package.json version', () => {
    const shared = sharedSingletons();
    const required = [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router-dom',
      'styled-components',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      '@supabase/supabase-js',
      'shared-ui',
      'supabase-client',
    ];
    for (const name of required) expect(shared[name]).toMatchObject({ singleton: true });
    expect(shared['react-dom/client']!.requiredVersion).toBe(rootPackage.dependencies['react-dom']);
    expect(shared['react/jsx-runtime']!.requiredVersion).toBe(rootPackage.dependencies.react);
  });

  it("provides every name the code base imports from 'react-router-dom'", () => {
    const provided = new Set(Object.keys(routerSubset));
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          for (const match of source.matchAll(
            /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
          )) {
            if (match[1]) continue;
            for (const specifier of match[2]!.split(',')) {
              const name = specifier
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0];
              if (name && !specifier.trim().startsWith('type ') && !provided.has(name))
                missing.push(`${name} (${path.relative(repoRoot, file)})`);
            }
          }
        }
      }
    };
    for (const pkg of [
      'shared-ui',
      'shell',
      'mf-calendar',
      'mf-patients',
      'mf-journal',
      'mf-billing',
      'mf-content',
    ]) {
      walk(path.join(repoRoot, pkg));
    }
    expect(missing).toEqual([]);
  });
});

describe('what a package exposes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { exposedModules } = require('../../build/federation.cjs') as {
    exposedModules: (kind: 'host' | 'remote', parcels: Record<string, string>) => Record<string, string>;
  };

  it('a remote exposes ./app and one ./parcels/<name> per parcel', () => {
    expect(exposedModules('remote', {})).toEqual({ './app': './src/app.tsx' });
    expect(exposedModules('remote', { 'appointment-form': './src/parcels/appointment-form.tsx' })).toEqual({
      './app': './src/app.tsx',
      './parcels/appointment-form': './src/parcels/appointment-form.tsx',
    });
  });

  it('refuses parcel names that are not kebab-case, and parcels on the host', () => {
    expect(() => exposedModules('remote', { AppointmentForm: './x.tsx' })).toThrow(/kebab-case/);
    expect(() => exposedModules('remote', { 'a/b': './x.tsx' })).toThrow(/kebab-case/);
    expect(() => exposedModules('host', { form: './x.tsx' })).toThrow(/Only a remote/);
    expect(exposedModules('host', {})).toEqual({});
  });
});
