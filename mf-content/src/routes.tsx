import { Navigate } from 'react-router-dom';
import { lazyComponent, pageRoutes } from 'shared-ui';
import { SlidesPage } from './google-slides/slides-page';
import { prefetchUserStatistics, prefetchVideoStatisticsUsers } from './video-archive/use-video-statistics';

// Every page is fetched when first visited (the remote's first chunk stays small), or, for the page the
// remote mounts on, before its first render (the table's preload, passed to createRemoteLifecycles in app.tsx).
const AppointmentTypesPage = lazyComponent(() =>
  import('./appointment-types/appointment-types-page').then((m) => m.AppointmentTypesPage),
);
const AppointmentTypeEditorPage = lazyComponent(() =>
  import('./appointment-types/appointment-type-editor-page').then((m) => m.AppointmentTypeEditorPage),
);
const ScriptsTabPage = lazyComponent(() => import('./appointment-type-tabs').then((m) => m.ScriptsTabPage));
const TemplatesTabPage = lazyComponent(() =>
  import('./appointment-type-tabs').then((m) => m.TemplatesTabPage),
);
const ScriptEditorPage = lazyComponent(() =>
  import('./scripts/script-editor-page').then((m) => m.ScriptEditorPage),
);
const ScriptPage = lazyComponent(() => import('./scripts/script-page').then((m) => m.ScriptPage));
const StepEditorPage = lazyComponent(() =>
  import('./scripts/step-editor-page').then((m) => m.StepEditorPage),
);
const EndingEditorPage = lazyComponent(() =>
  import('./scripts/ending-editor-page').then((m) => m.EndingEditorPage),
);
const JournalTemplateEditorPage = lazyComponent(() =>
  import('./journal-templates/journal-template-editor-page').then((m) => m.JournalTemplateEditorPage),
);
const VideoArchivePage = lazyComponent(() =>
  import('./video-archive/video-archive-page').then((m) => m.VideoArchivePage),
);
const VideoStatisticsPage = lazyComponent(() =>
  import('./video-archive/video-statistics-page').then((m) => m.VideoStatisticsPage),
);
const UserStatisticsPage = lazyComponent(() =>
  import('./video-archive/user-statistics-page').then((m) => m.UserStatisticsPage),
);
const VideoEditorPage = lazyComponent(() =>
  import('./video-archive/video-editor-page').then((m) => m.VideoEditorPage),
);
const VideoScriptsPage = lazyComponent(() =>
  import('./video-archive/video-scripts-page').then((m) => m.VideoScriptsPage),
);
const VideoScriptEditorPage = lazyComponent(() =>
  import('./video-archive/video-script-editor-page').then((m) => m.VideoScriptEditorPage),
);
const DisordersPage = lazyComponent(() => import('./disorders/disorders-page').then((m) => m.DisordersPage));
const DisorderEditorPage = lazyComponent(() =>
  import('./disorders/disorder-editor-page').then((m) => m.DisorderEditorPage),
);
const EvaluationStatesPage = lazyComponent(() =>
  import('./evaluation-states/evaluation-states-page').then((m) => m.EvaluationStatesPage),
);
const EvaluationStateEditorPage = lazyComponent(() =>
  import('./evaluation-states/evaluation-state-editor-page').then((m) => m.EvaluationStateEditorPage),
);

/**
 * mf-content's one route table, written once (ARCHITECTURE.md §3): rendered by ContentRoutes (app.tsx),
 * matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns into dist/contract.json; the shell's registry is served those. Keep it a
 * literal `pageRoutes([...])` with a literal `path` on each line: the build reads it from the source.
 */
export const contentPages = pageRoutes([
  { path: '/appointment-types', page: AppointmentTypesPage },
  // The bare prefixes the shell routes here (and the QA host links to) open their lists, not 'not found'.
  { path: '/appointment-type', element: <Navigate to="/appointment-types" replace /> },
  { path: '/appointment-type/create', page: AppointmentTypeEditorPage },
  { path: '/appointment-type/:id', element: <Navigate to="scripts" replace /> },
  { path: '/appointment-type/:id/edit', page: AppointmentTypeEditorPage },
  { path: '/appointment-type/:id/scripts', page: ScriptsTabPage },
  { path: '/appointment-type/:id/journal-templates', page: TemplatesTabPage },
  { path: '/appointment-type/:id/script/create', page: ScriptEditorPage },
  { path: '/appointment-type/:id/script/:scriptId', page: ScriptPage },
  { path: '/appointment-type/:id/script/:scriptId/edit', page: ScriptEditorPage },
  { path: '/appointment-type/:id/script/:scriptId/step/create', page: StepEditorPage },
  { path: '/appointment-type/:id/script/:scriptId/step/:stepId/edit', page: StepEditorPage },
  { path: '/appointment-type/:id/script/:scriptId/ending/create', page: EndingEditorPage },
  { path: '/appointment-type/:id/journal-template/create', page: JournalTemplateEditorPage },
  { path: '/appointment-type/:id/journal-template/:templateId/edit', page: JournalTemplateEditorPage },
  { path: '/disorders', page: DisordersPage },
  { path: '/disorder', element: <Navigate to="/disorders" replace /> },
  { path: '/disorder/create', page: DisorderEditorPage },
  { path: '/disorder/:id/edit', page: DisorderEditorPage },
  { path: '/evaluation-states', page: EvaluationStatesPage },
  { path: '/evaluation-state', element: <Navigate to="/evaluation-states" replace /> },
  { path: '/evaluation-state/create', page: EvaluationStateEditorPage },
  { path: '/evaluation-state/:id/edit', page: EvaluationStateEditorPage },
  { path: '/video-archive', page: VideoArchivePage },
  { path: '/video-archive/videos', page: VideoArchivePage },
  { path: '/video-archive/video/create', page: VideoEditorPage },
  { path: '/video-archive/video/:id/edit', page: VideoEditorPage },
  { path: '/video-archive/video-scripts', page: VideoScriptsPage },
  { path: '/video-archive/video-script/create', page: VideoScriptEditorPage },
  { path: '/video-archive/video-script/:id/edit', page: VideoScriptEditorPage },
  { path: '/video-archive/video/:id/statistic', element: <Navigate to="by-users" replace /> },
  {
    path: '/video-archive/video/:id/statistic/by-users',
    page: VideoStatisticsPage,
    prefetch: ({ id = '' }, queryClient) => prefetchVideoStatisticsUsers(queryClient, id),
  },
  {
    path: '/video-archive/video/:id/statistic/user/:userId',
    page: UserStatisticsPage,
    // The read starts with the page's code instead of after its first render.
    prefetch: ({ id = '', userId = '' }, queryClient) => prefetchUserStatistics(queryClient, id, userId),
  },
  { path: '/google-slides/*', page: SlidesPage },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);
