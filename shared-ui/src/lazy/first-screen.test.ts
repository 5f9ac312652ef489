import { createFirstScreen } from './first-screen';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('done once the first remote has mounted, the page has loaded and the browser has been idle', async () => {
  const firstScreen = createFirstScreen();
  const done = firstScreen.done();
  jest.advanceTimersByTime(1_000);
  expect(await settled(done)).toBe(false);
  window.dispatchEvent(new Event('single-spa:first-mount'));
  expect(document.readyState).toBe('complete'); // jsdom has loaded: the idle callback is next
  expect(await settled(done)).toBe(false);
  jest.runOnlyPendingTimers(); // the idle callback (jsdom has no requestIdleCallback: a timeout)
  expect(await settled(done)).toBe(true);
});

test('a mount before the page has loaded waits for the load event', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const firstScreen = createFirstScreen();
  const done = firstScreen.done();
  window.dispatchEvent(new Event('single-spa:first-mount'));
  jest.advanceTimersByTime(500);
  expect(await settled(done)).toBe(false);
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  jest.runOnlyPendingTimers();
  expect(await settled(done)).toBe(true);
  readyState.mockRestore();
});

test('done when settled (the session ended: no remote will mount)', async () => {
  const firstScreen = createFirstScreen();
  firstScreen.settle();
  expect(await settled(firstScreen.done())).toBe(true);
});

test('done after the longest wait when no remote mounts', async () => {
  const firstScreen = createFirstScreen(3_000);
  const done = firstScreen.done();
  jest.advanceTimersByTime(2_999);
  expect(await settled(done)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(done)).toBe(true);
});
