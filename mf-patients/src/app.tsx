import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { PatientListPage } from './patient-list/patient-list-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

// The patient list is the remote's main page and loads with it; the others are fetched when first visited.
const InvitePatientPage = lazy(() =>
  import('./invite-patient/invite-patient-page').then((m) => ({ default: m.InvitePatientPage })),
);
const EditPatientPage = lazy(() =>
  import('./invite-patient/edit-patient-page').then((m) => ({ default: m.EditPatientPage })),
);
const PatientProfilePage = lazy(() =>
  import('./patient-profile/patient-profile-page').then((m) => ({ default: m.PatientProfilePage })),
);
const FreePatientsPage = lazy(() =>
  import('./free-patients/free-patients-page').then((m) => ({ default: m.FreePatientsPage })),
);
const WaitingRoomPage = lazy(() =>
  import('./waiting-room/waiting-room-page').then((m) => ({ default: m.WaitingRoomPage })),
);
const PreScreeningPage = lazy(() =>
  import('./pre-screening/pre-screening-page').then((m) => ({ default: m.PreScreeningPage })),
);
const FirstAppointmentPage = lazy(() =>
  import('./first-appointment/first-appointment-page').then((m) => ({ default: m.FirstAppointmentPage })),
);

export function PatientsRoutes() {
  const { t } = useTranslation('mf-patients');
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <Routes>
        <Route path="/dashboard/patients" element={<PatientListPage />} />
        <Route path="/patient/invite" element={<InvitePatientPage />} />
        <Route path="/patients/:id" element={<PatientProfilePage />} />
        <Route path="/patients/:id/edit" element={<EditPatientPage />} />
        <Route path="/free-patients" element={<FreePatientsPage />} />
        <Route path="/waiting-room" element={<WaitingRoomPage />} />
        <Route path="/pre-screening/:id" element={<PreScreeningPage />} />
        <Route path="/first-appointment-with-menta" element={<FirstAppointmentPage />} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-patients',
  translations: { en, no },
  App: PatientsRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
