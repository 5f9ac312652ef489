// The shell is the federation host; it is built by the same config helper as every remote.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');
const { registryWithRoutes } = require('shared-ui/build/contract.cjs');

const base = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, kind: 'host' });

/** Singletons the shell provides that a returning user's first screen does not wait for (no preload hint). */
const DEFERRED_SINGLETONS = ['@supabase/supabase-js'];

/**
 * `<link rel="preload">` in index.html for the shell's own first-route chunks: the bootstrap chunk group and
 * every shared singleton the shell provides (all but DEFERRED_SINGLETONS are used by the first screen). Without the hints
 * the browser learns of them only once main.js has been fetched and evaluated and the federation runtime has
 * initialised (the empty-cache case: ~100 ms of main-thread work before the first of them is requested).
 * Lazy chunks (overlays, rich-text editor, password rules, pages split out) are not hinted.
 */
class FirstRoutePreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstRoutePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstRoutePreloadPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          const firstRoute = group.origins.some(
            ({ module, request }) =>
              request === './bootstrap' || module?.constructor.name === 'ProvideSharedModule',
          );
          // Provided, but started only after the first screen (supabase-client's holdSupabaseJsUntil).
          const deferred = group.origins.some(({ module }) =>
            DEFERRED_SINGLETONS.some((name) =>
              module?.identifier?.().includes(`provide module (default) ${name}@`),
            ),
          );
          if (!firstRoute || deferred) continue;
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...[...files].sort().map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        // The deployment files early-boot asks for first (boot/early-boot.ts): fetched in parallel with main.js.
        // `crossorigin` because fetch() requests them in CORS mode, which a preload must match to be reused.
        data.headTags.push(
          ...['/config.json', '/remotes.json'].map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'fetch',
              href,
              crossorigin: 'anonymous',
            }),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  // remotes.json and config.json are deployment configuration served beside the shell, never bundled. The
  // committed remotes.json says only where each remote is deployed; the copy served by this build (and the dev
  // server) gets each remote's route prefixes from the remote's own route table (its src/routes.tsx, read as the
  // remote's build reads it into its contract.json). A deployment's registry takes them from each deployed
  // build's contract.json instead (deploy/), the local server from the builds it serves (server/frontend.ts).
  config.plugins.push(
    new CopyPlugin({
      patterns: [
        {
          from: path.join(__dirname, 'public'),
          to: '.',
          transform: {
            transformer: (content, absoluteFrom) =>
              path.basename(absoluteFrom) === 'remotes.json'
                ? `${JSON.stringify(registryWithRoutes(JSON.parse(content.toString('utf8'))), null, 2)}\n`
                : content,
          },
        },
      ],
    }),
  );
  // `--env noPreloadHints` builds without them, for a before/after comparison.
  if (argv.mode === 'production' && !env?.noPreloadHints) config.plugins.push(new FirstRoutePreloadPlugin());
  return config;
};
