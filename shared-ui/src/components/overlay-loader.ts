import { useSyncExternalStore } from 'react';
import { lazyComponent } from '../lazy/lazy-component';

/**
 * The overlays' code (Radix Dialog, Select, DropdownMenu, Popover, Tooltip, RadioGroup, Toast, floating-ui and
 * downshift: ~35 KB gzip, ~25 ms of evaluation) is one chunk fetched after the first screen has painted, not
 * before it. Until it has arrived, each overlay renders its closed state without it (see
 * deferred-trigger.tsx); `preloadOverlays()` fetches it (the shell calls `preloadOverlaysWhenIdle()` once the
 * first remote has mounted; every test setup awaits it so unit tests render synchronously).
 */
const load = () => import('./overlay-implementations');

export const overlayImplementations = {
  Modal: lazyComponent(() => load().then((m) => m.Modal)),
  Drawer: lazyComponent(() => load().then((m) => m.Drawer)),
  Select: lazyComponent(() => load().then((m) => m.SelectControl)),
  Dropdown: lazyComponent(() => load().then((m) => m.Dropdown)),
  Popover: lazyComponent(() => load().then((m) => m.Popover)),
  Tooltip: lazyComponent(() => load().then((m) => m.Tooltip)),
  RadioGroup: lazyComponent(() => load().then((m) => m.RadioGroup)),
  Combobox: lazyComponent(() => load().then((m) => m.Combobox)),
  Toaster: lazyComponent(() => load().then((m) => m.ToasterImpl)),
};

let ready = false;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches (or joins the fetch of) the overlays' code; resolves once every overlay renders without suspending. */
export function preloadOverlays(): Promise<void> {
  return (pending ??= Promise.all(Object.values(overlayImplementations).map((c) => c.preload())).then(
    () => {
      ready = true;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed fetch (a deploy in between, offline) is retried by the next preload or the next intent.
      pending = undefined;
      throw error;
    },
  ));
}

/** Starts the fetch for a user's intent (a click on a trigger); a failure is logged, the next intent retries. */
export function requestOverlays(): void {
  preloadOverlays().catch((error: unknown) =>
    console.error('[shared-ui] overlay code could not load', error),
  );
}

/** After the first screen: its events have usually painted a second after its remote mounted. */
const AFTER_FIRST_SCREEN_MS = 1000;

/**
 * Fetches the overlays once the first screen is up: after the page's load event, a second more, then when the
 * browser is idle. A click before that fetches them at once (deferred-trigger.tsx). Earlier would put their
 * fetch and evaluation (~25 ms of main thread) between the first screen's code and its data: requestIdleCallback
 * alone fires in the gaps while the first screen waits for the network.
 */
export function preloadOverlaysWhenIdle(): void {
  if (ready || pending) return;
  const idle: (callback: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (callback) => window.requestIdleCallback(callback, { timeout: 2000 })
      : (callback) => window.setTimeout(callback, 0);
  const later = () => window.setTimeout(() => idle(requestOverlays), AFTER_FIRST_SCREEN_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isReady = () => ready;

/** True once the overlays' code has arrived (every mounted overlay then swaps to its implementation). */
export function useOverlaysReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, isReady);
}
