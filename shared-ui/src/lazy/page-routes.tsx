import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route, Routes, type Params } from 'react-router-dom';
// Not from 'react-router-dom': the page's shared copy provides only the names listed in
// build/react-router-dom-shared.ts (no matchRoutes). This is the implementation <Routes> ranks with, bundled.
import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from '../providers/query-client';

/** A page: a component of the remote's own chunk, or a `lazyComponent` (then it has `preload`). */
export type PageComponent = ComponentType<object> & { preload?: () => Promise<void> };

/**
 * One line of a package's `src/routes.json`: the route as data, read by the app (this module), by the build
 * (shared-ui/build/contract.cjs: the route prefixes the remote owns and its side-menu keys, into
 * dist/contract.json and from there into the shell's registry) and by the shell (its guards, its side menu).
 */
export interface RouteLine {
  path: string;
  /** The name of the page this path renders: a key of the `pages` given to pageRoutes. */
  page?: string;
  /** Where this path sends the user instead (absolute, or relative to the path). */
  redirect?: string;
  /** The side-menu entry this path highlights (the shell's side-menu-items.ts keys). */
  menu?: string;
  /** The shell's own routes only: who may open the path before being admitted (shell/src/session/guards.ts). */
  guard?: string;
}

/** A `src/routes.json`. */
export interface RouteFile {
  routes: readonly RouteLine[];
}

/** What a page name of routes.json renders: the page, or the page with a wrapper and first reads. */
export type PageEntry =
  | PageComponent
  | {
      page: PageComponent;
      /** Wraps the page's element (e.g. a gate that checks the clinic's settings). */
      wrap?: (page: ReactElement) => ReactElement;
      /**
       * Starts the page's first reads for a matching URL while its code is still on its way (e.g.
       * `queryClient.prefetchQuery(...)` with the page's own query options). Must not throw; a failed read is
       * the page's to report when it renders.
       */
      prefetch?: (params: Params, queryClient: QueryClient) => void;
    };

export interface PageRoutesOptions {
  /** What a path matching no line renders; by default the app's not-found page. */
  fallback?: ReactElement;
}

export interface PageRoutes {
  /** The lines of routes.json, in order. */
  lines: readonly RouteLine[];
  /** Their paths, in order. */
  paths: readonly string[];
  /** Renders the table (a `<Routes>`; put it inside a Suspense boundary for pages not preloaded). */
  Routes: ComponentType;
  /**
   * Fetches the code of the page(s) matching `pathname` and starts their prefetch reads; resolves once the
   * code has arrived (rejects when a fetch failed). A path matching no page resolves at once. This is what a
   * remote passes to `createRemoteLifecycles({ preload })`.
   */
  preload: (pathname: string, queryClient?: QueryClient) => Promise<void>;
}

const asEntry = (entry: PageEntry) =>
  typeof entry === 'object' && 'page' in entry ? entry : { page: entry as PageComponent };

/**
 * A package's route table: its paths are data (`src/routes.json`), the pages they render are code (`pages`, by
 * name). `<table.Routes />` renders it and `table.preload(pathname)` fetches what the matching page needs before
 * the remote mounts (so its first screen renders without a Suspense fallback). Throws when the two do not fit
 * (a line naming no page, a page no line names), so a unit test importing the table fails at once.
 */
export function pageRoutes(
  file: RouteFile,
  pages: Readonly<Record<string, PageEntry>>,
  { fallback = <Navigate to="/not-found" replace /> }: PageRoutesOptions = {},
): PageRoutes {
  const entries = new Map<RouteObject, ReturnType<typeof asEntry>>();
  const unused = new Set(Object.keys(pages));
  const routes = file.routes.map((line): RouteObject => {
    if (line.redirect !== undefined) {
      if (line.page !== undefined)
        throw new Error(`routes.json: ${line.path} has both a page and a redirect`);
      return { path: line.path, element: <Navigate to={line.redirect} replace /> };
    }
    const named = line.page === undefined ? undefined : pages[line.page];
    if (!named)
      throw new Error(`routes.json: ${line.path} names page ${String(line.page)}, which is not given`);
    unused.delete(line.page!);
    const entry = asEntry(named);
    const Page = entry.page;
    const route: RouteObject = { path: line.path, element: entry.wrap ? entry.wrap(<Page />) : <Page /> };
    entries.set(route, entry);
    return route;
  });
  if (unused.size) throw new Error(`routes.json names no path for ${[...unused].join(', ')}`);
  routes.push({ path: '*', element: fallback });

  async function preload(pathname: string, queryClient: QueryClient = pageQueryClient) {
    const matches = matchRoutes(routes, pathname) ?? [];
    await Promise.all(
      matches.map(({ route, params }) => {
        const entry = entries.get(route);
        if (!entry) return undefined;
        try {
          entry.prefetch?.(params, queryClient);
        } catch {
          // A read that could not even start is retried (and reported) by the page's own hook.
        }
        return entry.page.preload?.();
      }),
    );
  }
  function PageRoutesView() {
    return (
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    );
  }
  return {
    Routes: PageRoutesView,
    preload,
    lines: file.routes,
    paths: file.routes.map((line) => line.path),
  };
}
