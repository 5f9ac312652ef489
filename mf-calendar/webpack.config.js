// Every package builds through the one config in shared-ui (federation shared map included).
const { createWebpackConfig } = require('shared-ui/build/federation.cjs');

module.exports = createWebpackConfig({
  name: 'mf-calendar',
  dir: __dirname,
  port: 3001,
  kind: 'remote',
  // Parcels other remotes mount with <RemoteParcel remote="mf-calendar" parcel="…" /> (README: Parcels).
  parcels: { 'appointment-form': './src/parcels/appointment-form.tsx' },
});
