import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { WorkingHoursModalGate } from './working-hours/working-hours-modal-gate';
import { calendarPages } from './routes';
import en from './i18n/en.json';
import no from './i18n/no.json';

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
