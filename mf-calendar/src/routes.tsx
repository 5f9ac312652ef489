import { lazyComponent, pageRoutes } from 'shared-ui';
import routeFile from './routes.json';
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
 * mf-calendar's pages. Its paths are data, ./routes.json (ARCHITECTURE.md §3): rendered here by pageRoutes (by page
 * name), matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns and the side-menu entry each path highlights into dist/contract.json; the
 * shell's registry is served those. A path matching no line goes to the not-found page.
 */
export const calendarPages = pageRoutes(routeFile, {
  // This week's events start before the first render (calendar/prefetch-first-week.ts).
  CalendarPage: { page: CalendarPage, prefetch: (_params, client) => prefetchFirstWeek(client) },
  WorkingHoursPage,
  CalendarIntegrationPage,
  CalendarAuthCallbackPage,
});
