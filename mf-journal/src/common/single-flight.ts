/**
 * A write that must not run twice at once for the same argument: a second call while the first is on its way
 * gets the first one's promise (one request). For the mutations behind a button or a confirm, where a double
 * click lands before the button shows it is busy.
 */
export function singleFlight<A, R>(fn: (arg: A) => Promise<R>, key: (arg: A) => string = String) {
  const running = new Map<string, Promise<R>>();
  return (arg: A): Promise<R> => {
    const k = key(arg);
    const existing = running.get(k);
    if (existing) return existing;
    const started = fn(arg).finally(() => running.delete(k));
    running.set(k, started);
    return started;
  };
}
