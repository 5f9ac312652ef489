import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { CalendarPage } from './calendar/calendar-page';
import { WorkingHoursModalGate } from './working-hours/working-hours-modal-gate';

// The calendar is the landing page and loads with the remote; the other pages are fetched when first visited.
const WorkingHoursPage = lazy(() =>
  import('./working-hours/working-hours-page').then((module) => ({ default: module.WorkingHoursPage })),
);
const CalendarIntegrationPage = lazy(() =>
  import('./calendar-integration/calendar-integration-page').then((module) => ({
    default: module.CalendarIntegrationPage,
  })),
);
const CalendarAuthCallbackPage = lazy(() =>
  import('./calendar-integration/calendar-auth-callback-page').then((module) => ({
    default: module.CalendarAuthCallbackPage,
  })),
);
import en from './i18n/en.json';
import no from './i18n/no.json';

export function CalendarRoutes() {
  const { t } = useTranslation('mf-calendar');
  return (
    <>
      <WorkingHoursModalGate />
      <Suspense fallback={<PageSpinner label={t('calendarIntegration.loading')} />}>
        <Routes>
          <Route path="/dashboard" element={<Navigate to="/dashboard/calendar" replace />} />
          <Route path="/dashboard/*" element={<Navigate to="/dashboard/calendar" replace />} />
          <Route path="/dashboard/calendar" element={<CalendarPage />} />
          <Route path="/working-hours" element={<WorkingHoursPage />} />
          <Route path="/calendar-integration" element={<CalendarIntegrationPage />} />
          <Route path="/service/google-calendar-auth" element={<CalendarAuthCallbackPage />} />
          <Route path="*" element={<Navigate to="/not-found" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-calendar',
  translations: { en, no },
  App: CalendarRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
