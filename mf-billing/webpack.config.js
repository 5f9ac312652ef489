// Every package builds through the one config in shared-ui (federation shared map included).
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

module.exports = createWebpackConfig({
  name: 'mf-billing',
  dir: __dirname,
  port: 3004,
  kind: 'remote',
});
