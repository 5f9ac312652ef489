import { Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { createRemoteLifecycles, lazyComponent, PageSpinner, pageRoutes } from 'shared-ui';
import { PaymentsPage } from './payments/payments-page';
import { InvoicesGate } from './invoices/invoices-gate';
import en from './i18n/en.json';
import no from './i18n/no.json';

// Payments is the remote's main page and loads with it; the others are fetched when first visited, or, for
// the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles below: no spinner for code that was on its way anyway).
const EditPaymentPage = lazyComponent(() =>
  import('./payments/edit-payment-page').then((m) => m.EditPaymentPage),
);
const InvoicesPage = lazyComponent(() => import('./invoices/invoices-page').then((m) => m.InvoicesPage));
const InvoiceEditorPage = lazyComponent(() =>
  import('./invoices/invoice-editor-page').then((m) => m.InvoiceEditorPage),
);
const InvoicePage = lazyComponent(() => import('./invoices/invoice-page').then((m) => m.InvoicePage));
const AppointmentSettingsPage = lazyComponent(() =>
  import('./appointment-settings/appointment-settings-page').then((m) => m.AppointmentSettingsPage),
);
const EditAppointmentSettingPage = lazyComponent(() =>
  import('./appointment-settings/edit-appointment-setting-page').then((m) => m.EditAppointmentSettingPage),
);

// Invoice routes exist only for clinics with isInvoiceEnable (spec 002 §2).
const gated = (page: ReactElement) => <InvoicesGate>{page}</InvoicesGate>;

/** The remote's one route table: rendered by BillingRoutes and matched by the preload before mount. */
export const billingPages = pageRoutes([
  { path: '/payments', page: PaymentsPage },
  { path: '/payment/:id/edit', page: EditPaymentPage },
  { path: '/invoices', page: InvoicesPage, wrap: gated },
  { path: '/invoice/create', page: InvoiceEditorPage, wrap: gated },
  { path: '/settings/appointments', page: AppointmentSettingsPage },
  { path: '/settings/appointment/:id/edit', page: EditAppointmentSettingPage },
  { path: '/invoice/:id', page: InvoicePage, wrap: gated },
  { path: '/invoice/:id/edit', page: InvoiceEditorPage, wrap: gated },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);

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
