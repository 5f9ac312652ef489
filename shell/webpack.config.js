// The shell is the federation host; it is built by the same config helper as every remote.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

const base = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, kind: 'host' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  // remotes.json and config.json are deployment configuration served beside the shell, never bundled.
  config.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }));
  return config;
};
