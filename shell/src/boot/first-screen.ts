/**
 * When the first screen is done: the first remote has mounted, the page has loaded, one more second has passed
 * (the remote's own first reads and paint) and the browser has been idle. What can wait for it (the auth
 * listener, Realtime subscriptions: supabase-client's getSupabaseAfterFirstScreen) then stays off the first
 * screen's main thread. It also resolves when `settle` is called (the session ended: the login page needs the
 * auth listener) and at the latest after `maxWaitMs`, so a remote that fails to mount holds nothing back for long.
 */
const AFTER_MOUNT_MS = 1_000;

export function firstScreenDone(maxWaitMs = 5_000): { done: Promise<void>; settle: () => void } {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => settle(), maxWaitMs);
    const idle = (callback: () => void) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 1_000 })
        : window.setTimeout(callback, 0);
    const afterLoad = () => window.setTimeout(() => idle(() => settle()), AFTER_MOUNT_MS);
    const onMount = () => {
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    };
    settle = () => {
      window.clearTimeout(timer);
      window.removeEventListener('single-spa:first-mount', onMount);
      window.removeEventListener('load', afterLoad);
      resolve();
    };
    window.addEventListener('single-spa:first-mount', onMount, { once: true });
  });
  return { done, settle: () => settle() };
}
