import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { createRemoteLifecycles, lazyComponent, PageSpinner, pageRoutes } from 'shared-ui';
import { LiveSessionPage } from './live-session/live-session-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

// The live session is the remote's main page and loads with it; the others are fetched when first visited,
// or, for the page the remote mounts on, before its first render (the table's preload, passed to
// createRemoteLifecycles below: no spinner for code that was on its way anyway).
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

/** The remote's one route table: rendered by JournalRoutes and matched by the preload before mount. */
export const journalPageTable = [
  { path: '/appointments/:id', page: LiveSessionPage },
  { path: '/appointments/:id/summary', page: SessionSummaryPage },
  { path: '/appointments/:id/journal-record-new', page: NewJournalRecordPage },
  { path: '/patients/:id/journal', page: PatientJournalPage },
  { path: '/journals/:journalId/journal-record/:journalRecordId/edit', page: JournalRecordEditorPage },
  { path: '/journal/:id/pdf', page: JournalPdfPage },
  { path: '/journals/:id/journal-record-new', page: NewJournalRecordPage },
  { path: '*', element: <Navigate to="/not-found" replace /> },
] as const;
export const journalPages = pageRoutes(journalPageTable);

export function JournalRoutes() {
  // shared-ui's namespace: the same 'Loading...' as the shell's own route spinner.
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <journalPages.Routes />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-journal',
  translations: { en, no },
  App: JournalRoutes,
  buildLabel: process.env.BUILD_LABEL,
  preload: (pathname) => journalPages.preload(pathname),
});
