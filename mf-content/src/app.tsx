import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from 'shared-ui';
import { AppointmentTypesPage } from './appointment-types/appointment-types-page';
import { AppointmentTypeEditorPage } from './appointment-types/appointment-type-editor-page';
import { DisordersPage } from './disorders/disorders-page';
import { DisorderEditorPage } from './disorders/disorder-editor-page';
import { EvaluationStatesPage } from './evaluation-states/evaluation-states-page';
import { EvaluationStateEditorPage } from './evaluation-states/evaluation-state-editor-page';
import { VideoArchivePage } from './video-archive/video-archive-page';
import { SlidesPage } from './google-slides/slides-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

export function ContentRoutes() {
  return (
    <Routes>
      <Route path="/appointment-types" element={<AppointmentTypesPage />} />
      <Route path="/appointment-type/*" element={<AppointmentTypeEditorPage />} />
      <Route path="/disorders" element={<DisordersPage />} />
      <Route path="/disorder/*" element={<DisorderEditorPage />} />
      <Route path="/evaluation-states" element={<EvaluationStatesPage />} />
      <Route path="/evaluation-state/*" element={<EvaluationStateEditorPage />} />
      <Route path="/video-archive/*" element={<VideoArchivePage />} />
      <Route path="/google-slides/*" element={<SlidesPage />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-content',
  translations: { en, no },
  App: ContentRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
