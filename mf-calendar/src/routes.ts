/** The route prefixes mf-calendar owns (ARCHITECTURE.md §3). The shell's remotes.json must list the same. */
export const routes = [
  '/dashboard',
  '/working-hours',
  '/calendar-integration',
  '/service/google-calendar-auth',
] as const;
