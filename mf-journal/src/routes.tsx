import { Navigate } from 'react-router-dom';
import { lazyComponent, pageRoutes } from 'shared-ui';
import { LiveSessionPage } from './live-session/live-session-page';

// The live session is the remote's main page and loads with it; the others are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles in app.tsx: no spinner for code that was on its way anyway).
const SessionSummaryPage = lazyComponent(() =>
  import('./live-session/summary/session-summary-page').then((m) => m.SessionSummaryPage),
);
const NewJournalRecordPage = lazyComponent(() =>
  import('./journal-record-editor/new-journal-record-page').then((m) => m.NewJournalRecordPage),
);
const PatientJournalPage = lazyComponent(() =>
  import('./patient-journal/patient-journal-page').then((m) => m.PatientJournalPage),
);
const JournalRecordEditorPage = lazyComponent(() =>
  import('./journal-record-editor/journal-record-editor-page').then((m) => m.JournalRecordEditorPage),
);
const JournalPdfPage = lazyComponent(() =>
  import('./patient-journal/journal-pdf/journal-pdf-page').then((m) => m.JournalPdfPage),
);

/**
 * mf-journal's one route table, written once (ARCHITECTURE.md §3): rendered by JournalRoutes (app.tsx),
 * matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns into dist/contract.json; the shell's registry is served those. Keep it a
 * literal `pageRoutes([...])` with a literal `path` on each line: the build reads it from the source.
 */
export const journalPages = pageRoutes([
  { path: '/appointments/:id', page: LiveSessionPage },
  { path: '/appointments/:id/summary', page: SessionSummaryPage },
  { path: '/appointments/:id/journal-record-new', page: NewJournalRecordPage },
  { path: '/patients/:id/journal', page: PatientJournalPage },
  { path: '/journals/:journalId/journal-record/:journalRecordId/edit', page: JournalRecordEditorPage },
  { path: '/journal/:id/pdf', page: JournalPdfPage },
  { path: '/journals/:id/journal-record-new', page: NewJournalRecordPage },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);
