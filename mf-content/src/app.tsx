import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles, PageSpinner } from 'shared-ui';
import { SlidesPage } from './google-slides/slides-page';
import en from './i18n/en.json';
import no from './i18n/no.json';

// Every page is fetched when first visited: the remote's first chunk stays small.
function page<K extends string>(load: () => Promise<Record<K, ComponentType<object>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
const AppointmentTypesPage = page(
  () => import('./appointment-types/appointment-types-page'),
  'AppointmentTypesPage',
);
const AppointmentTypeEditorPage = page(
  () => import('./appointment-types/appointment-type-editor-page'),
  'AppointmentTypeEditorPage',
);
const ScriptsTabPage = page(() => import('./appointment-types/appointment-type-tabs'), 'ScriptsTabPage');
const TemplatesTabPage = page(() => import('./appointment-types/appointment-type-tabs'), 'TemplatesTabPage');
const ScriptEditorPage = page(() => import('./scripts/script-editor-page'), 'ScriptEditorPage');
const ScriptPage = page(() => import('./scripts/script-page'), 'ScriptPage');
const StepEditorPage = page(() => import('./scripts/step-editor-page'), 'StepEditorPage');
const EndingEditorPage = page(() => import('./scripts/ending-editor-page'), 'EndingEditorPage');
const JournalTemplateEditorPage = page(
  () => import('./journal-templates/journal-template-editor-page'),
  'JournalTemplateEditorPage',
);
const VideoArchivePage = page(() => import('./video-archive/video-archive-page'), 'VideoArchivePage');
const VideoStatisticsPage = page(
  () => import('./video-archive/video-statistics-page'),
  'VideoStatisticsPage',
);
const UserStatisticsPage = page(() => import('./video-archive/user-statistics-page'), 'UserStatisticsPage');
const VideoEditorPage = page(() => import('./video-archive/video-editor-page'), 'VideoEditorPage');
const VideoScriptsPage = page(() => import('./video-archive/video-scripts-page'), 'VideoScriptsPage');
const VideoScriptEditorPage = page(
  () => import('./video-archive/video-script-editor-page'),
  'VideoScriptEditorPage',
);
const DisordersPage = page(() => import('./disorders/disorders-page'), 'DisordersPage');
const DisorderEditorPage = page(() => import('./disorders/disorder-editor-page'), 'DisorderEditorPage');
const EvaluationStatesPage = page(
  () => import('./evaluation-states/evaluation-states-page'),
  'EvaluationStatesPage',
);
const EvaluationStateEditorPage = page(
  () => import('./evaluation-states/evaluation-state-editor-page'),
  'EvaluationStateEditorPage',
);

export function ContentRoutes() {
  const { t } = useTranslation('mf-content');
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <Routes>
        <Route path="/appointment-types" element={<AppointmentTypesPage />} />
        <Route path="/appointment-type/create" element={<AppointmentTypeEditorPage />} />
        <Route path="/appointment-type/:id" element={<Navigate to="scripts" replace />} />
        <Route path="/appointment-type/:id/edit" element={<AppointmentTypeEditorPage />} />
        <Route path="/appointment-type/:id/scripts" element={<ScriptsTabPage />} />
        <Route path="/appointment-type/:id/journal-templates" element={<TemplatesTabPage />} />
        <Route path="/appointment-type/:id/script/create" element={<ScriptEditorPage />} />
        <Route path="/appointment-type/:id/script/:scriptId" element={<ScriptPage />} />
        <Route path="/appointment-type/:id/script/:scriptId/edit" element={<ScriptEditorPage />} />
        <Route path="/appointment-type/:id/script/:scriptId/step/create" element={<StepEditorPage />} />
        <Route path="/appointment-type/:id/script/:scriptId/step/:stepId/edit" element={<StepEditorPage />} />
        <Route path="/appointment-type/:id/script/:scriptId/ending/create" element={<EndingEditorPage />} />
        <Route path="/appointment-type/:id/journal-template/create" element={<JournalTemplateEditorPage />} />
        <Route
          path="/appointment-type/:id/journal-template/:templateId/edit"
          element={<JournalTemplateEditorPage />}
        />
        <Route path="/disorders" element={<DisordersPage />} />
        <Route path="/disorder/create" element={<DisorderEditorPage />} />
        <Route path="/disorder/:id/edit" element={<DisorderEditorPage />} />
        <Route path="/evaluation-states" element={<EvaluationStatesPage />} />
        <Route path="/evaluation-state/create" element={<EvaluationStateEditorPage />} />
        <Route path="/evaluation-state/:id/edit" element={<EvaluationStateEditorPage />} />
        <Route path="/video-archive" element={<VideoArchivePage />} />
        <Route path="/video-archive/videos" element={<VideoArchivePage />} />
        <Route path="/video-archive/video/create" element={<VideoEditorPage />} />
        <Route path="/video-archive/video/:id/edit" element={<VideoEditorPage />} />
        <Route path="/video-archive/video-scripts" element={<VideoScriptsPage />} />
        <Route path="/video-archive/video-script/create" element={<VideoScriptEditorPage />} />
        <Route path="/video-archive/video-script/:id/edit" element={<VideoScriptEditorPage />} />
        <Route path="/video-archive/video/:id/statistic" element={<Navigate to="by-users" replace />} />
        <Route path="/video-archive/video/:id/statistic/by-users" element={<VideoStatisticsPage />} />
        <Route path="/video-archive/video/:id/statistic/user/:userId" element={<UserStatisticsPage />} />
        <Route path="/google-slides/*" element={<SlidesPage />} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'mf-content',
  translations: { en, no },
  App: ContentRoutes,
  buildLabel: process.env.BUILD_LABEL,
});
