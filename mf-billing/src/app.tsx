import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { PaymentsPage } from './payments/payments-page';
import { EditPaymentPage } from './payments/edit-payment-page';
import { InvoicesPage } from './invoices/invoices-page';
import { InvoiceEditorPage } from './invoices/invoice-editor-page';
import { AppointmentSettingsPage } from './appointment-settings/appointment-settings-page';
import { EditAppointmentSettingPage } from './appointment-settings/edit-appointment-setting-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function BillingRoutes() {
  return (
    <Routes>
      <Route path="/payments" element={<PaymentsPage />} />
      <Route path="/payment/:id/edit" element={<EditPaymentPage />} />
      <Route path="/invoices" element={<InvoicesPage />} />
      <Route path="/invoice/create" element={<InvoiceEditorPage />} />
      <Route path="/settings/appointments" element={<AppointmentSettingsPage />} />
      <Route path="/settings/appointment/:id/edit" element={<EditAppointmentSettingPage />} />
      <Route path="/invoice/:id" element={<InvoiceEditorPage />} />
      <Route path="/invoice/:id/edit" element={<InvoiceEditorPage />} />
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
