import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { contentPages } from './routes';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function ContentRoutes() {
  const { t } = useTranslation('mf-content');
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <contentPages.Routes />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-content',
  translations: { en, no },
  App: ContentRoutes,
  buildLabel: process.env.BUILD_LABEL,
  preload: (pathname) => contentPages.preload(pathname),
});
