import { lazyComponent, pageRoutes } from 'shared-ui';
import routeFile from './routes.json';
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
 * mf-journal's pages. Its paths are data, ./routes.json (ARCHITECTURE.md §3): rendered here by pageRoutes (by page
 * name), matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns and the side-menu entry each path highlights into dist/contract.json; the
 * shell's registry is served those. A path matching no line goes to the not-found page.
 */
export const journalPages = pageRoutes(routeFile, {
  LiveSessionPage,
  SessionSummaryPage,
  NewJournalRecordPage,
  PatientJournalPage,
  JournalRecordEditorPage,
  JournalPdfPage,
});
