import type { ReactElement } from 'react';
import { lazyComponent, pageRoutes } from 'shared-ui';
import routeFile from './routes.json';
import { PaymentsPage } from './payments/payments-page';
import { InvoicesGate } from './invoices/invoices-gate';

// Payments is the remote's main page and loads with it; the others are fetched when first visited, or, for
// the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles in app.tsx: no spinner for code that was on its way anyway).
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

/**
 * mf-billing's pages. Its paths are data, ./routes.json (ARCHITECTURE.md §3): rendered here by pageRoutes (by page
 * name), matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns and the side-menu entry each path highlights into dist/contract.json; the
 * shell's registry is served those. A path matching no line goes to the not-found page.
 */
export const billingPages = pageRoutes(routeFile, {
  PaymentsPage,
  EditPaymentPage,
  InvoicesPage: { page: InvoicesPage, wrap: gated },
  InvoiceEditorPage: { page: InvoiceEditorPage, wrap: gated },
  AppointmentSettingsPage,
  EditAppointmentSettingPage,
  InvoicePage: { page: InvoicePage, wrap: gated },
});
