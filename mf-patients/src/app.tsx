import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { createRemoteLifecycles, lazyComponent, PageSpinner, pageRoutes } from 'shared-ui';
import { PatientListPage } from './patient-list/patient-list-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

// The patient list is the remote's main page and loads with it; the others are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles below: no spinner for code that was on its way anyway).
const InvitePatientPage = lazyComponent(() =>
  import('./invite-patient/invite-patient-page').then((m) => m.InvitePatientPage),
);
const EditPatientPage = lazyComponent(() =>
  import('./invite-patient/edit-patient-page').then((m) => m.EditPatientPage),
);
const PatientProfilePage = lazyComponent(() =>
  import('./patient-profile/patient-profile-page').then((m) => m.PatientProfilePage),
);
const FreePatientsPage = lazyComponent(() =>
  import('./free-patients/free-patients-page').then((m) => m.FreePatientsPage),
);
const WaitingRoomPage = lazyComponent(() =>
  import('./waiting-room/waiting-room-page').then((m) => m.WaitingRoomPage),
);
const PreScreeningPage = lazyComponent(() =>
  import('./pre-screening/pre-screening-page').then((m) => m.PreScreeningPage),
);
const FirstAppointmentPage = lazyComponent(() =>
  import('./first-appointment/first-appointment-page').then((m) => m.FirstAppointmentPage),
);

/** The remote's one route table: rendered by PatientsRoutes and matched by the preload before mount. */
export const patientsPages = pageRoutes([
  { path: '/dashboard/patients', page: PatientListPage },
  { path: '/patient/invite', page: InvitePatientPage },
  { path: '/patients/:id', page: PatientProfilePage },
  { path: '/patients/:id/edit', page: EditPatientPage },
  { path: '/free-patients', page: FreePatientsPage },
  { path: '/waiting-room', page: WaitingRoomPage },
  { path: '/pre-screening/:id', page: PreScreeningPage },
  { path: '/first-appointment-with-menta', page: FirstAppointmentPage },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);

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
