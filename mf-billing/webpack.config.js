// Every package builds through the one config in shared-ui (federation shared map included).
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

module.exports = createWebpackConfig({
  name: 'mf-billing',
  dir: __dirname,
  port: 3004,
  kind: 'remote',
  // The appointment type money settings form, shown by mf-content (see README.md).
  parcels: { 'appointment-type-money-form': './src/parcels/appointment-type-money-form.tsx' },
});
