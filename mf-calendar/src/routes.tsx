import { Navigate } from 'react-router-dom';
import { lazyComponent, pageRoutes } from 'shared-ui';
import { CalendarPage } from './calendar/calendar-page';
import { prefetchFirstWeek } from './calendar/prefetch-first-week';

// The calendar is the landing page and loads with the remote; the other pages are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles in app.tsx: no spinner for code that was on its way anyway).
const WorkingHoursPage = lazyComponent(() =>
  import('./working-hours/working-hours-page').then((module) => module.WorkingHoursPage),
);
const CalendarIntegrationPage = lazyComponent(() =>
  import('./calendar-integration/calendar-integration-page').then((module) => module.CalendarIntegrationPage),
);
const CalendarAuthCallbackPage = lazyComponent(() =>
  import('./calendar-integration/calendar-auth-callback-page').then(
    (module) => module.CalendarAuthCallbackPage,
  ),
);

/**
 * mf-calendar's one route table, written once (ARCHITECTURE.md §3): rendered by CalendarRoutes (app.tsx),
 * matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns into dist/contract.json; the shell's registry is served those. Keep it a
 * literal `pageRoutes([...])` with a literal `path` on each line: the build reads it from the source.
 */
export const calendarPages = pageRoutes([
  { path: '/dashboard', element: <Navigate to="/dashboard/calendar" replace /> },
  { path: '/dashboard/*', element: <Navigate to="/dashboard/calendar" replace /> },
  // This week's events start before the first render (calendar/prefetch-first-week.ts).
  {
    path: '/dashboard/calendar',
    page: CalendarPage,
    prefetch: (_params, client) => prefetchFirstWeek(client),
  },
  { path: '/working-hours', page: WorkingHoursPage },
  { path: '/calendar-integration', page: CalendarIntegrationPage },
  { path: '/service/google-calendar-auth', page: CalendarAuthCallbackPage },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);
