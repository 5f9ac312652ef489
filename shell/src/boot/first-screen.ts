/**
 * When the first screen is done: the first remote has mounted and the browser has been idle once after it.
 * What can wait for it (the auth listener, Realtime subscriptions: supabase-client's
 * getSupabaseAfterFirstScreen) then stays off the first screen's critical path. It also resolves when `settle`
 * is called (the session ended: the login page needs the auth listener) and at the latest after `maxWaitMs`,
 * so a remote that fails to mount holds nothing back for long.
 */
export function firstScreenDone(maxWaitMs = 3_000): { done: Promise<void>; settle: () => void } {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => settle(), maxWaitMs);
    const onMount = () => {
      // Not longer than that: a Realtime subscription opens at this moment (live data within a second).
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => settle(), { timeout: 500 });
      else window.setTimeout(() => settle(), 0);
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
