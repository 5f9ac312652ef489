/** The route prefixes mf-content owns (ARCHITECTURE.md §3). The shell's remotes.json must list the same. */
export const routes = [
  '/appointment-types',
  '/appointment-type',
  '/disorders',
  '/disorder',
  '/evaluation-states',
  '/evaluation-state',
  '/video-archive',
  '/google-slides',
] as const;
