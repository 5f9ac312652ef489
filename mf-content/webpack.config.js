// Every package builds through the one config in shared-ui (federation shared map included).
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

module.exports = createWebpackConfig({
  name: 'mf-content',
  dir: __dirname,
  port: 3005,
  kind: 'remote',
  // The slide viewer of the live session's PRESENTATION step (mf-journal); contract in README.md.
  parcels: { 'slides-viewer': './src/parcels/slides-viewer.tsx' },
});
