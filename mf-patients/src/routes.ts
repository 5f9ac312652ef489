/** The route prefixes mf-patients owns (ARCHITECTURE.md §3). The shell's remotes.json must list the same. */
export const routes = [
  '/dashboard/patients',
  '/patient/invite',
  '/patients/:id',
  '/free-patients',
  '/waiting-room',
  '/pre-screening/:id',
  '/first-appointment-with-menta',
] as const;
