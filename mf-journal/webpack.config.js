// Every package builds through the one config in shared-ui (federation shared map included).
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

module.exports = createWebpackConfig({
  name: 'mf-journal',
  dir: __dirname,
  port: 3003,
  kind: 'remote',
  // The patient profile's Journal and Journal logs tabs (mounted by mf-patients; props in src/parcels/*.tsx).
  parcels: {
    'patient-journal': './src/parcels/patient-journal.tsx',
    'journal-logs': './src/parcels/journal-logs.tsx',
  },
});
