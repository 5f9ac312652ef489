import { Navigate } from 'react-router-dom';
import { lazyComponent, pageRoutes } from 'shared-ui';
import { PatientListPage } from './patient-list/patient-list-page';

// The patient list is the remote's main page and loads with it; the others are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles in app.tsx: no spinner for code that was on its way anyway).
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

/**
 * mf-patients's one route table, written once (ARCHITECTURE.md §3): rendered by PatientsRoutes (app.tsx),
 * matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns into dist/contract.json; the shell's registry is served those. Keep it a
 * literal `pageRoutes([...])` with a literal `path` on each line: the build reads it from the source.
 */
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
