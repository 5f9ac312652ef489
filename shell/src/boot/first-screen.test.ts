import { firstScreenDone } from './first-screen';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('done once the first remote has mounted and the browser has been idle', async () => {
  const { done } = firstScreenDone();
  jest.advanceTimersByTime(1_000);
  expect(await settled(done)).toBe(false);
  window.dispatchEvent(new Event('single-spa:first-mount'));
  expect(await settled(done)).toBe(false);
  jest.runOnlyPendingTimers(); // the idle callback (jsdom has no requestIdleCallback: a timeout)
  expect(await settled(done)).toBe(true);
});

test('done when settled (the session ended: no remote will mount)', async () => {
  const { done, settle } = firstScreenDone();
  settle();
  expect(await settled(done)).toBe(true);
});

test('done after the longest wait when no remote mounts', async () => {
  const { done } = firstScreenDone(3_000);
  jest.advanceTimersByTime(2_999);
  expect(await settled(done)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(done)).toBe(true);
});
