/**
 * The one definition of "after the first screen" (docs/PERFORMANCE.md, "What waits for the first screen"):
 * the first remote has mounted, the page's load event has fired and the browser has been idle once after both
 * — at the latest MAX_WAIT_MS after the clock started, so a remote that fails to mount holds nothing back for
 * long. What is not needed to paint a returning therapist's first screen waits for it: supabase-js's start (the
 * auth listener, Realtime), the overlays' code, the shell's rarely used pages and FullCalendar's interactions.
 * A user's intent never waits for it: a click on a closed dialog's trigger or on the calendar grid fetches
 * that code at once.
 *
 * This module is a federation singleton (shared-ui), so the shell and every remote see the same moment.
 */

/** The longest the first screen is waited for, from the moment the clock starts. */
export const FIRST_SCREEN_MAX_WAIT_MS = 3_000;
/** How long an idle callback may be put off: on a busy main thread, a second is long enough. */
const IDLE_TIMEOUT_MS = 1_000;

export interface FirstScreen {
  /** Resolves once the first screen is done (see above); starts the clock if nobody has. */
  done(): Promise<void>;
  /** The first screen is over now: the session ended (the login page needs the auth listener at once). */
  settle(): void;
}

export function createFirstScreen(maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): FirstScreen {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  let timer: number | undefined;

  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(then, 0);
  };
  const afterLoad = (then: () => void) => {
    if (document.readyState === 'complete') then();
    else window.addEventListener('load', then, { once: true });
  };
  const onFirstMount = () => afterLoad(() => whenIdle(settle));
  function settle() {
    window.clearTimeout(timer);
    window.removeEventListener('single-spa:first-mount', onFirstMount);
    finish();
  }
  const start = () => {
    if (started) return;
    started = true;
    timer = window.setTimeout(settle, maxWaitMs);
    window.addEventListener('single-spa:first-mount', onFirstMount, { once: true });
  };
  return {
    done: () => {
      start();
      return finished;
    },
    settle: () => {
      started = true;
      settle();
    },
  };
}

const pageFirstScreen = createFirstScreen();

/**
 * The page's first screen. The shell asks at boot, before single-spa starts, so the first mount is seen; a
 * remote running alone (QA mode) asks when it needs it, and the longest wait then decides.
 */
export const whenFirstScreenDone = (): Promise<void> => pageFirstScreen.done();

/** Runs `task` once the first screen is done (at once, in a microtask, when it already is). */
export function afterFirstScreen(task: () => void): void {
  void pageFirstScreen.done().then(task);
}

/** The first screen is over now (the shell: the session ended, no remote will mount). */
export const settleFirstScreen = (): void => pageFirstScreen.settle();
