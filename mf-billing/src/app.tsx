import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { billingPages } from './routes';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function BillingRoutes() {
  // shared-ui's namespace: the same 'Loading...' as the shell's own route spinner.
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <billingPages.Routes />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-billing',
  translations: { en, no },
  App: BillingRoutes,
  buildLabel: process.env.BUILD_LABEL,
  preload: (pathname) => billingPages.preload(pathname),
});
