/** The route prefixes mf-billing owns (ARCHITECTURE.md §3). The shell's remotes.json must list the same. */
export const routes = [
  '/payments',
  '/payment',
  '/invoices',
  '/invoice',
  '/settings/appointments',
  '/settings/appointment',
] as const;
