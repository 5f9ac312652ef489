import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { PatientListPage } from './patient-list/patient-list-page';
import { InvitePatientPage } from './invite-patient/invite-patient-page';
import { PatientProfilePage } from './patient-profile/patient-profile-page';
import { FreePatientsPage } from './free-patients/free-patients-page';
import { WaitingRoomPage } from './waiting-room/waiting-room-page';
import { PreScreeningPage } from './pre-screening/pre-screening-page';
import { FirstAppointmentPage } from './first-appointment/first-appointment-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function PatientsRoutes() {
  return (
    <Routes>
      <Route path="/dashboard/patients" element={<PatientListPage />} />
      <Route path="/patient/invite" element={<InvitePatientPage />} />
      <Route path="/patients/:id" element={<PatientProfilePage />} />
      <Route path="/free-patients" element={<FreePatientsPage />} />
      <Route path="/waiting-room" element={<WaitingRoomPage />} />
      <Route path="/pre-screening/:id" element={<PreScreeningPage />} />
      <Route path="/first-appointment-with-menta" element={<FirstAppointmentPage />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-patients',
  translations: { en, no },
  App: PatientsRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
