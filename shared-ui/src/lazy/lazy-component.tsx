import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code is fetched on first use, and which can be fetched ahead of that use. */
export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts (or joins) the fetch; resolves once the component renders without suspending. */
  preload(): Promise<void>;
  /** True once the code has arrived. */
  readonly isLoaded: boolean;
}

/**
 * The one way the product splits a component out of a chunk (a page of a remote, an overlay of shared-ui).
 *
 * Why not plain `React.lazy`: a lazy component suspends on its first render even when its code has already
 * arrived, and React 19 then holds the revealed content back for up to 300 ms after the fallback showed (its
 * Suspense reveal throttle). Once `preload()` has resolved, this component renders the loaded implementation
 * synchronously: no fallback, no throttle. Before that it behaves like `React.lazy` (it suspends; put it inside
 * a Suspense boundary).
 *
 * Each mounted instance keeps the implementation it started with, so an instance that suspended is not
 * remounted (losing its state) when the code arrives and its parent renders again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (a deploy in between, a network error) may be retried by the next render.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));

  function LazyComponentRoot(props: P) {
    const [Implementation] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Implementation {...props} />;
  }
  return Object.defineProperties(LazyComponentRoot, {
    preload: { value: preload },
    isLoaded: { get: () => loaded !== undefined },
  }) as unknown as LazyComponent<P>;
}
