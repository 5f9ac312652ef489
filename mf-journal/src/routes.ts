/** The route prefixes mf-journal owns (ARCHITECTURE.md §3). The shell's remotes.json must list the same. */
export const routes = [
  '/appointments/:id',
  '/patients/:id/journal',
  '/journals',
  '/journal/:id/pdf',
] as const;
