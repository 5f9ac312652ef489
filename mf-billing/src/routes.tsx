import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyComponent, pageRoutes } from 'shared-ui';
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
 * mf-billing's one route table, written once (ARCHITECTURE.md §3): rendered by BillingRoutes (app.tsx),
 * matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns into dist/contract.json; the shell's registry is served those. Keep it a
 * literal `pageRoutes([...])` with a literal `path` on each line: the build reads it from the source.
 */
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
