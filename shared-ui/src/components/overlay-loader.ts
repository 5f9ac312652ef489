import { useSyncExternalStore } from 'react';
import { lazyComponent } from '../lazy/lazy-component';

/**
 * The overlays' code (Radix Dialog, Select, DropdownMenu, Popover, Tooltip, RadioGroup, Toast, floating-ui and
 * downshift: ~35 KB gzip, ~25 ms of evaluation) is one chunk fetched after the first screen has painted, not
 * before it. Until it has arrived, each overlay renders its closed state without it (see
 * deferred-trigger.tsx); `preloadOverlays()` fetches it (the shell asks for it once the first screen is done,
 * lazy/first-screen.ts; every test setup awaits it so unit tests render synchronously).
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isReady = () => ready;

/** True once the overlays' code has arrived (every mounted overlay then swaps to its implementation). */
export function useOverlaysReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, isReady);
}
