import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { LiveSessionPage } from './live-session/live-session-page';
import { SessionSummaryPage } from './session-summary/session-summary-page';
import { NewJournalRecordPage } from './journal-record-editor/new-journal-record-page';
import { PatientJournalPage } from './patient-journal/patient-journal-page';
import { JournalRecordEditorPage } from './journal-record-editor/journal-record-editor-page';
import { JournalPdfPage } from './journal-pdf/journal-pdf-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function JournalRoutes() {
  return (
    <Routes>
      <Route path="/appointments/:id" element={<LiveSessionPage />} />
      <Route path="/appointments/:id/summary" element={<SessionSummaryPage />} />
      <Route path="/appointments/:id/journal-record-new" element={<NewJournalRecordPage />} />
      <Route path="/patients/:id/journal" element={<PatientJournalPage />} />
      <Route
        path="/journals/:journalId/journal-record/:journalRecordId/edit"
        element={<JournalRecordEditorPage />}
      />
      <Route path="/journal/:id/pdf" element={<JournalPdfPage />} />
      <Route path="/journals/:id/journal-record-new" element={<NewJournalRecordPage />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-journal',
  translations: { en, no },
  App: JournalRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
