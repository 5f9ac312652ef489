import type { ComponentType, ReactElement } from 'react';
import { Route, Routes, type Params } from 'react-router-dom';
// Not from 'react-router-dom': the page's shared copy provides only the names listed in
// build/react-router-dom-shared.ts (no matchRoutes). This is the implementation <Routes> ranks with, bundled.
import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from '../providers/query-client';

/** A page: a component of the remote's own chunk, or a `lazyComponent` (then it has `preload`). */
export type PageComponent = ComponentType<object> & { preload?: () => Promise<void> };

/** One line of a remote's route table. */
export type PageRoute =
  | {
      path: string;
      /** Rendered as `<page />`. A lazyComponent page is fetched ahead for a URL matching `path`. */
      page: PageComponent;
      /** Wraps the page's element (e.g. a gate that checks the clinic's settings). */
      wrap?: (page: ReactElement) => ReactElement;
      /**
       * Starts the page's first reads for a matching URL while its code is still on its way (e.g.
       * `queryClient.prefetchQuery(...)` with the page's own query options). Must not throw; a failed read is
       * the page's to report when it renders.
       */
      prefetch?: (params: Params, queryClient: QueryClient) => void;
    }
  | {
      path: string;
      /** A route without a page of its own: a redirect, a catch-all. */
      element: ReactElement;
    };

export interface PageRoutes {
  /** The table's paths, in order (`*` included). */
  paths: readonly string[];
  /**
   * The route prefixes the table owns (ownedRoutePrefixes): what the shell's registry lists for this remote. The
   * build derives the same list from the source (shared-ui/build/contract.cjs) into dist/contract.json.
   */
  owned: readonly string[];
  /** Renders the table (a `<Routes>`; put it inside a Suspense boundary for pages not preloaded). */
  Routes: ComponentType;
  /**
   * Fetches the code of the page(s) matching `pathname` and starts their prefetch reads; resolves once the
   * code has arrived (rejects when a fetch failed). A path matching no page resolves at once. This is what a
   * remote passes to `createRemoteLifecycles({ preload })`.
   */
  preload: (pathname: string, queryClient?: QueryClient) => Promise<void>;
}

/**
 * A remote's route table, written once: `<table.Routes />` renders it and `table.preload(pathname)`
 * fetches what the matching page needs before the remote mounts (so its first screen renders without a
 * Suspense fallback). One table instead of a `<Routes>` tree plus a list of paths to preload, which could drift.
 */
export function pageRoutes(table: readonly PageRoute[]): PageRoutes {
  const entries = new Map<RouteObject, PageRoute>();
  const routes = table.map((entry): RouteObject => {
    let element: ReactElement;
    if ('page' in entry) {
      const Page = entry.page;
      element = entry.wrap ? entry.wrap(<Page />) : <Page />;
    } else {
      element = entry.element;
    }
    const route: RouteObject = { path: entry.path, element };
    entries.set(route, entry);
    return route;
  });
  async function preload(pathname: string, queryClient: QueryClient = pageQueryClient) {
    const matches = matchRoutes(routes, pathname) ?? [];
    await Promise.all(
      matches.map(({ route, params }) => {
        const entry = entries.get(route);
        if (!entry || !('page' in entry)) return undefined;
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
  const paths = table.map((entry) => entry.path);
  return { Routes: PageRoutesView, preload, paths, owned: ownedRoutePrefixes(paths) };
}

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/** Whether the prefix `owner` matches every URL of `path` (`:params` match any segment, literals case-insensitively). */
function covers(owner: string[], path: string[]): boolean {
  return (
    owner.length <= path.length &&
    owner.every((segment, i) =>
      isParam(segment) ? true : !isParam(path[i]!) && segment.toLowerCase() === path[i]!.toLowerCase(),
    )
  );
}

/**
 * The route prefixes a table owns, derived from its paths: each path (a trailing `/*` dropped; the catch-all
 * `*` left out) that no other path of the table already covers as a prefix, in table order. The shell gives a
 * URL to the remote owning the longest matching prefix (shell/src/remotes/remote-registry.ts), so a page added
 * to the table is routed to its remote without a second list. Kept identical to `ownedRoutePrefixes` in
 * shared-ui/build/contract.cjs, which reads the table from the source at build time (page-routes.test.tsx
 * compares the two).
 */
export function ownedRoutePrefixes(paths: readonly string[]): string[] {
  const candidates = paths
    .filter((path) => path !== '*')
    .map((path) => (path.endsWith('/*') ? path.slice(0, -2) : path))
    .map((path) => ({ path, parts: segments(path) }));
  const owned: string[] = [];
  candidates.forEach(({ path, parts }, index) => {
    const coveredByOther = candidates.some(
      (other, j) =>
        j !== index &&
        covers(other.parts, parts) &&
        // Two paths covering each other (the same but for param names): the first one is kept.
        (other.parts.length < parts.length || !covers(parts, other.parts) || j < index),
    );
    if (!coveredByOther) owned.push(path);
  });
  return owned;
}
