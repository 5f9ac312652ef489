import { lazyComponent, pageRoutes } from 'shared-ui';
import routeFile from './routes.json';
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
 * mf-content's pages. Its paths are data, ./routes.json (ARCHITECTURE.md §3): rendered here by pageRoutes (by page
 * name), matched by the preload before mount, and read by the build (shared-ui/build/contract.cjs), which derives
 * the route prefixes the remote owns and the side-menu entry each path highlights into dist/contract.json; the
 * shell's registry is served those. A path matching no line goes to the not-found page.
 */
export const contentPages = pageRoutes(routeFile, {
  AppointmentTypesPage,
  AppointmentTypeEditorPage,
  ScriptsTabPage,
  TemplatesTabPage,
  ScriptEditorPage,
  ScriptPage,
  StepEditorPage,
  EndingEditorPage,
  JournalTemplateEditorPage,
  DisordersPage,
  DisorderEditorPage,
  EvaluationStatesPage,
  EvaluationStateEditorPage,
  VideoArchivePage,
  VideoEditorPage,
  VideoScriptsPage,
  VideoScriptEditorPage,
  VideoStatisticsPage: {
    page: VideoStatisticsPage,
    prefetch: ({ id = '' }, queryClient) => prefetchVideoStatisticsUsers(queryClient, id),
  },
  UserStatisticsPage: {
    page: UserStatisticsPage,
    // The read starts with the page's code instead of after its first render.
    prefetch: ({ id = '', userId = '' }, queryClient) => prefetchUserStatistics(queryClient, id, userId),
  },
  SlidesPage,
});
