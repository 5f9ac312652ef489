import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { PaymentsPage } from './payments/payments-page';
import { EditPaymentPage } from './payments/edit-payment-page';
import { InvoicesPage } from './invoices/invoices-page';
import { InvoiceEditorPage } from './invoices/invoice-editor-page';
import { InvoicePage } from './invoices/invoice-page';
import { InvoicesGate } from './invoices/invoices-gate';
import { AppointmentSettingsPage } from './appointment-settings/appointment-settings-page';
import { EditAppointmentSettingPage } from './appointment-settings/edit-appointment-setting-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

// Invoice routes exist only for clinics with isInvoiceEnable (spec 002 §2).
const gated = (page: ReactElement) => <InvoicesGate>{page}</InvoicesGate>;

export function BillingRoutes() {
  return (
    <Routes>
      <Route path="/payments" element={<PaymentsPage />} />
      <Route path="/payment/:id/edit" element={<EditPaymentPage />} />
      <Route path="/invoices" element={gated(<InvoicesPage />)} />
      <Route path="/invoice/create" element={gated(<InvoiceEditorPage />)} />
      <Route path="/settings/appointments" element={<AppointmentSettingsPage />} />
      <Route path="/settings/appointment/:id/edit" element={<EditAppointmentSettingPage />} />
      <Route path="/invoice/:id" element={gated(<InvoicePage />)} />
      <Route path="/invoice/:id/edit" element={gated(<InvoiceEditorPage />)} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-billing',
  translations: { en, no },
  App: BillingRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
