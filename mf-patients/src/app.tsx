import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { patientsPages } from './routes';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function PatientsRoutes() {
  const { t } = useTranslation('mf-patients');
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <patientsPages.Routes />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-patients',
  translations: { en, no },
  App: PatientsRoutes,
  buildLabel: process.env.BUILD_LABEL,
  preload: (pathname) => patientsPages.preload(pathname),
});
