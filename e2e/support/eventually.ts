/**
 * Reads until `ok` accepts what it read (every 200 ms), or fails after `timeoutMs` with the last value: the one
 * way an e2e test waits on a condition outside the page (the database, a provider), never a fixed sleep.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met after ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
