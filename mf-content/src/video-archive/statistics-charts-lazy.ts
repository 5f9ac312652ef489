import { lazyComponent } from 'shared-ui';

/**
 * The per-user statistics charts (victory, ≈ 83 KB gzip) in their own chunk: the facts and tables paint
 * first. A module of its own so that the route table (app.tsx) can start this fetch together with the page's
 * code, instead of after the page has rendered.
 */
export const StatisticsCharts = lazyComponent(() => import('./statistics-charts').then((m) => m.default));
