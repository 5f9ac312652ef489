// The one place that decides what is shared between the shell and the remotes, and how every package is
// built. Versions come from the root package.json so the share scope can only ever hold one copy of each.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ContractPlugin } = require('./contract.cjs');

const rootPackage = require('../../package.json');
const sharedUiPackage = require('../package.json');
const supabaseClientPackage = require('../../supabase/client/package.json');

/** Packages loaded exactly once per page. `react-dom/client` and `react/jsx-runtime` are listed on their own:
 * without them each remote would ship its own renderer. */
const SINGLETON_PACKAGES = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@supabase/supabase-js', '@supabase/supabase-js'],
  // The shell's single-spa registry must be the one remotes ask (checkActivityFunctions).
  ['single-spa', 'single-spa'],
];

function sharedSingletons() {
  const shared = {};
  for (const [request, packageName] of SINGLETON_PACKAGES) {
    const requiredVersion = rootPackage.dependencies[packageName];
    if (!requiredVersion) throw new Error(`${packageName} must be a dependency of the root package.json`);
    shared[request] = { singleton: true, requiredVersion };
  }
  // See react-router-dom-shared.ts: the shared copy is a tree-shakable list of react-router's exports.
  shared['react-router-dom'].import = path.join(__dirname, 'react-router-dom-shared.ts');
  shared['react-router-dom'].version = require('react-router-dom/package.json').version;
  shared['shared-ui'] = { singleton: true, requiredVersion: `^${sharedUiPackage.version}` };
  shared['supabase-client'] = { singleton: true, requiredVersion: `^${supabaseClientPackage.version}` };
  return shared;
}

function reactRouterProductionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * The federation runtime packages ship CommonJS and ESM builds. The runtime plugin that provides the runtime
 * to remotes (provideExternalRuntime) `require`s them while the rest of the runtime `import`s them, so
 * without these aliases the shell's entry bundled both copies of runtime-core and sdk (about 20 KB gzip).
 */
function federationRuntimeEsmAliases() {
  const packages = [
    'runtime-core',
    'runtime',
    'runtime-tools',
    'sdk',
    'error-codes',
    'webpack-bundler-runtime',
    'inject-external-runtime-core-plugin',
  ];
  const aliases = {};
  for (const name of packages) {
    // Not every one of them exports its package.json: walk up from the main entry to the package folder.
    let dir = path.dirname(require.resolve(`@module-federation/${name}`));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const manifestPath = path.join(dir, 'package.json');
    const { exports = {} } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    for (const [subpath, target] of Object.entries(exports)) {
      const esm = target && typeof target === 'object' && target.import && target.import.default;
      if (typeof esm !== 'string' || subpath.includes('*')) continue;
      const request = `@module-federation/${name}${subpath === '.' ? '' : subpath.slice(1)}$`;
      aliases[request] = path.join(path.dirname(manifestPath), esm);
    }
  }
  return aliases;
}

/**
 * Pre-compressed copies of every text asset (`<file>.br`, `<file>.gz`) written after a production build, so the
 * static server (shell/server/static-server.ts) answers with Content-Encoding without compressing per request.
 * Brotli at quality 11 is too slow for a request but fine once per build.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const zlib = require('node:zlib');
      const { promisify } = require('node:util');
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const outputPath = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => /\.(?:js|css|html|json)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const raw = await fs.promises.readFile(file);
          if (raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(raw, { level: 9 }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    });
  }
}

/**
 * What a remote exposes: `./app` (its single-spa application) and one `./parcels/<name>` per parcel, the only
 * pieces of its UI another remote may mount (through shared-ui's RemoteParcel).
 * @param {'host' | 'remote'} kind
 * @param {Record<string, string>} parcels parcel name (kebab-case) → module path, e.g. './src/parcels/x.tsx'
 */
function exposedModules(kind, parcels) {
  if (kind !== 'remote') {
    if (Object.keys(parcels).length > 0) throw new Error('Only a remote can expose parcels');
    return {};
  }
  const exposes = { './app': './src/app.tsx' };
  for (const [parcelName, modulePath] of Object.entries(parcels)) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(parcelName)) {
      throw new Error(`Parcel name '${parcelName}' must be kebab-case (it becomes ./parcels/${parcelName})`);
    }
    exposes[`./parcels/${parcelName}`] = modulePath;
  }
  return exposes;
}

/**
 * @param {{ name: string, dir: string, port: number, kind: 'host' | 'remote', parcels?: Record<string, string> }} options
 *   `parcels`: e.g. `{ 'appointment-form': './src/parcels/appointment-form.tsx' }` exposes
 *   `./parcels/appointment-form` next to `./app` (see shared-ui/README.md, "Parcels").
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ name, dir, port, kind, parcels = {} }) {
  const exposes = exposedModules(kind, parcels);
  const config = (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const outputPath = env.outputPath ? path.resolve(String(env.outputPath)) : path.join(dir, 'dist');
    const standalone = kind === 'remote' && !production;
    // Where the shell's files are served from. `/` (npm start serves shell/dist at the origin's root) unless the
    // shell's deploy builds it for its immutable version folder (deploy/src/shell-deploy.ts): SHELL_PUBLIC_PATH,
    // e.g. `https://cdn.example/shell/<version>/`, so index.html and every chunk are requested from that path.
    // Remotes keep 'auto' (their chunks load from wherever their manifest was found).
    const shellPublicPath = kind === 'host' ? process.env.SHELL_PUBLIC_PATH || null : null;
    const entry =
      kind === 'host' ? { main: './src/index.ts' } : standalone ? { main: './src/standalone.ts' } : {};

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry,
      output: {
        path: outputPath,
        publicPath: shellPublicPath ?? 'auto',
        uniqueName: name,
        // Entry file names must stay stable (the federation runtime looks them up); chunks may be hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router publishes its production build without an export condition webpack would pick.
        alias: {
          ...federationRuntimeEsmAliases(),
          ...(production ? reactRouterProductionAliases() : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      optimization: {
        // Readable chunk names make the network panel (and the bench's singleton count) tell which package
        // a chunk holds; the hash still busts caches.
        chunkIds: 'named',
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        name: `${name}-${production ? 'prod' : 'dev'}`,
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.BUILD_LABEL': JSON.stringify(String(env.buildLabel ?? '')),
        }),
        ...(production ? [new PrecompressPlugin()] : []),
        // The remote contract (contract.cjs): a production build that does not fit fails here.
        ...(production ? [new ContractPlugin({ name, dir, kind, parcels, shared: sharedSingletons() })] : []),
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(),
          dts: false,
          manifest: true,
          // The shell provides every singleton before any remote loads; 'version-first' would fetch every
          // remote's entry up front just to compare versions.
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides it, production remotes use it (~27 KB gzip each).
          experiments:
            kind === 'host' ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {},
        }),
        ...(kind === 'host' || standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'Therapist workspace',
                chunks: ['main'],
                publicPath: shellPublicPath ?? '/',
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: standalone
          ? [
              {
                directory: path.dirname(require.resolve('msw/mockServiceWorker.js')),
                publicPath: '/',
                watch: false,
              },
            ]
          : [{ directory: path.join(dir, 'public'), publicPath: '/', watch: false }],
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
  // Read by other packages' contract checks: the parcels this package exposes.
  config.parcels = parcels;
  return config;
}

module.exports = { SINGLETON_PACKAGES, sharedSingletons, exposedModules, createWebpackConfig };
