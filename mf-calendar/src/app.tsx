import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { CalendarPage } from './calendar/calendar-page';
import { WorkingHoursPage } from './working-hours/working-hours-page';
import { WorkingHoursModalGate } from './working-hours/working-hours-modal-gate';
import { CalendarIntegrationPage } from './calendar-integration/calendar-integration-page';
import { CalendarAuthCallbackPage } from './calendar-integration/calendar-auth-callback-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function CalendarRoutes() {
  return (
    <>
      <WorkingHoursModalGate />
      <Routes>
        <Route path="/dashboard" element={<Navigate to="/dashboard/calendar" replace />} />
        <Route path="/dashboard/*" element={<Navigate to="/dashboard/calendar" replace />} />
        <Route path="/dashboard/calendar" element={<CalendarPage />} />
        <Route path="/working-hours" element={<WorkingHoursPage />} />
        <Route path="/calendar-integration" element={<CalendarIntegrationPage />} />
        <Route path="/service/google-calendar-auth" element={<CalendarAuthCallbackPage />} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-calendar',
  translations: { en, no },
  App: CalendarRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
