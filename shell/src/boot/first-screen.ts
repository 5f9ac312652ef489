/**
 * When the first screen is done: the first remote has mounted and the browser has been idle once after it.
 * Work the first screen does not need (supabase-js's start, see bootstrap.tsx) waits for it. It also resolves
 * when `settle` is called (e.g. the session ended, so no remote will mount) and at the latest after
 * `maxWaitMs`, so a remote that fails to mount holds nothing back for long.
 */
export function firstScreenDone(maxWaitMs = 3_000): { done: Promise<void>; settle: () => void } {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => settle(), maxWaitMs);
    const onMount = () => {
      const idle: (callback: () => void) => void =
        typeof window.requestIdleCallback === 'function'
          ? (callback) => window.requestIdleCallback(callback, { timeout: 1_000 })
          : (callback) => window.setTimeout(callback, 0);
      idle(() => settle());
    };
    settle = () => {
      window.clearTimeout(timer);
      window.removeEventListener('single-spa:first-mount', onMount);
      resolve();
    };
    window.addEventListener('single-spa:first-mount', onMount, { once: true });
  });
  return { done, settle: () => settle() };
}
