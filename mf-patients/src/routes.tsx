import { lazyComponent, pageRoutes } from 'shared-ui';
import routeFile from './routes.json';
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
 * mf-patients's pages. Its paths are data, ./routes.json (ARCHITECTURE.md §3): rendered here by pageRoutes (by page
 * name), matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns and the side-menu entry each path highlights into dist/contract.json; the
 * shell's registry is served those. A path matching no line goes to the not-found page.
 */
export const patientsPages = pageRoutes(routeFile, {
  PatientListPage,
  InvitePatientPage,
  PatientProfilePage,
  EditPatientPage,
  FreePatientsPage,
  WaitingRoomPage,
  PreScreeningPage,
  FirstAppointmentPage,
});
