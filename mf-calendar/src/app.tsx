import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { createRemoteLifecycles, lazyComponent, PageSpinner, pageRoutes } from 'shared-ui';
import { CalendarPage } from './calendar/calendar-page';
import { prefetchFirstWeek } from './calendar/prefetch-first-week';
import { WorkingHoursModalGate } from './working-hours/working-hours-modal-gate';
import en from './i18n/en.json';
import no from './i18n/no.json';

// The calendar is the landing page and loads with the remote; the other pages are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles below: no spinner for code that was on its way anyway).
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

/** The remote's one route table: rendered by CalendarRoutes and matched by the preload before mount. */
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

export function CalendarRoutes() {
  const { t } = useTranslation('mf-calendar');
  return (
    <>
      <WorkingHoursModalGate />
      <Suspense fallback={<PageSpinner label={t('calendarIntegration.loading')} />}>
        <calendarPages.Routes />
      </Suspense>
    </>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-calendar',
  translations: { en, no },
  App: CalendarRoutes,
  buildLabel: process.env.BUILD_LABEL,
  preload: (pathname) => calendarPages.preload(pathname),
});
