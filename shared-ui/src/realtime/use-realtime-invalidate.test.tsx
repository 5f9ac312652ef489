import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { setupFakeRealtime } from './fake-realtime';
import { useRealtimeInvalidate, type UseRealtimeInvalidateOptions } from './use-realtime-invalidate';

const realtime = setupFakeRealtime();

function only<T>(list: T[]): T {
  if (list.length !== 1) throw new Error(`expected one, got ${list.length}`);
  return list[0] as T;
}

const TOPIC = 'user:u1';

function setup(options: Partial<UseRealtimeInvalidateOptions> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = { notifications: 0, badges: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    (props: Partial<UseRealtimeInvalidateOptions>) => {
      const list = useQuery({
        queryKey: ['shell', 'notifications', 'list'],
        queryFn: () => ++fetches.notifications,
      });
      const badges = useQuery({ queryKey: ['shell', 'badges'], queryFn: () => ++fetches.badges });
      const status = useRealtimeInvalidate({
        topic: TOPIC,
        queryKey: ['shell', 'notifications'],
        ...props,
      });
      return { status, list: list.data, badges: badges.data };
    },
    { wrapper, initialProps: options },
  );
  return { ...hook, fetches, client };
}

afterEach(() => {
  jest.useRealTimers();
});

test('joins the private topic, and invalidates the key on a change', async () => {
  const { result, fetches } = setup();
  await waitFor(() => expect(result.current.status).toBe('live'));
  const channel = only(realtime.current.open());
  expect(channel.topic).toBe(TOPIC);
  expect(channel.private).toBe(true);
  // Read once, and once more when the topic went live (a change in between would otherwise be lost).
  await waitFor(() => expect(result.current.list).toBe(2));

  act(() => realtime.current.emit(TOPIC, 'notifications', 'INSERT', 'n1'));
  await waitFor(() => expect(result.current.list).toBe(3));
  // Only the given key: the badges query is not refetched.
  expect(fetches.badges).toBe(1);
});

test('a burst of changes causes one refetch', async () => {
  jest.useFakeTimers();
  const { result, fetches } = setup({ coalesceMs: 50 });
  await act(async () => jest.advanceTimersByTimeAsync(10));
  expect(result.current.status).toBe('live');
  const read = fetches.notifications;
  act(() => {
    for (let i = 0; i < 20; i += 1) realtime.current.emit(TOPIC, 'notifications');
  });
  await act(async () => jest.advanceTimersByTimeAsync(49));
  expect(fetches.notifications).toBe(read);
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(fetches.notifications).toBe(read + 1);
  expect(result.current.list).toBe(read + 1);
});

test('several keys; changes of other topics, and of tables not listened to, are ignored', async () => {
  jest.useFakeTimers();
  const { result, fetches } = setup({
    queryKey: undefined,
    tables: ['notifications'],
    queryKeys: [
      ['shell', 'notifications'],
      ['shell', 'badges'],
    ],
  });
  await act(async () => jest.advanceTimersByTimeAsync(10));
  expect(result.current.status).toBe('live');
  // both keys read, and read again when the topic went live
  expect([fetches.badges, fetches.notifications]).toEqual([2, 2]);
  act(() => realtime.current.emit('user:someone-else', 'notifications'));
  act(() => realtime.current.emit(TOPIC, 'appointments'));
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect([fetches.badges, fetches.notifications]).toEqual([2, 2]);
  act(() => realtime.current.emit(TOPIC, 'notifications', 'DELETE', 'n1'));
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect([fetches.badges, fetches.notifications]).toEqual([3, 3]);
});

test('removes the channel on unmount', async () => {
  const { result, unmount } = setup();
  await waitFor(() => expect(result.current.status).toBe('live'));
  unmount();
  expect(realtime.current.channels.map((c) => c.removed)).toEqual([true]);
});

test('enabled: false opens nothing; enabling opens the channel', async () => {
  const { result, rerender } = setup({ enabled: false });
  expect(result.current.status).toBe('idle');
  await act(async () => undefined);
  expect(realtime.current.channels).toHaveLength(0);
  rerender({ enabled: true });
  await waitFor(() => expect(result.current.status).toBe('live'));
  expect(realtime.current.open()).toHaveLength(1);
});

test('a new topic replaces the channel', async () => {
  const { result, rerender } = setup({ topic: 'clinic:c:calendar:a' });
  await waitFor(() => expect(result.current.status).toBe('live'));
  rerender({ topic: 'clinic:c:calendar:b' });
  await waitFor(() => expect(realtime.current.topics()).toEqual(['clinic:c:calendar:b']));
  expect(realtime.current.channels.map((c) => c.removed)).toEqual([true, false]);
});

test('several topics: one channel each, live when all are', async () => {
  const { result } = setup({ topic: ['user:u1', 'clinic:c:role:THERAPIST'] });
  await waitFor(() => expect(result.current.status).toBe('live'));
  expect(realtime.current.topics()).toEqual(['user:u1', 'clinic:c:role:THERAPIST']);
});

test('read once: hooks joining together refresh a shared key once; a hook on a live topic refreshes nothing', async () => {
  jest.useFakeTimers();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = { notifications: 0, badges: 0, payments: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // the chrome: two hooks on three topics, both refreshing the badges
  const chrome = renderHook(
    () => {
      useQuery({ queryKey: ['notifications'], queryFn: () => ++fetches.notifications });
      useQuery({ queryKey: ['badges'], queryFn: () => ++fetches.badges });
      useRealtimeInvalidate({
        topic: ['user:u1', 'clinic:c:role:THERAPIST'],
        queryKeys: [['notifications'], ['badges']],
      });
      return useRealtimeInvalidate({ topic: 'clinic:c:therapist:u1', queryKey: ['badges'] });
    },
    { wrapper },
  );
  await act(async () => jest.advanceTimersByTimeAsync(10));
  expect(chrome.result.current).toBe('live');
  // read, then refreshed once after the joins, not once per topic
  expect(fetches).toEqual({ notifications: 2, badges: 2, payments: 0 });
  // a screen on the therapist topic, already live: one read
  const screen = renderHook(
    () => {
      useQuery({ queryKey: ['payments'], queryFn: () => ++fetches.payments });
      return useRealtimeInvalidate({ topic: 'clinic:c:therapist:u1', queryKey: ['payments'] });
    },
    { wrapper },
  );
  await act(async () => jest.advanceTimersByTimeAsync(2_000));
  expect(screen.result.current).toBe('live');
  expect(fetches).toEqual({ notifications: 2, badges: 2, payments: 1 });
  expect(realtime.current.topics()).toHaveLength(3);
  // a change on the shared topic refreshes both hooks' keys
  act(() => realtime.current.emit('clinic:c:therapist:u1', 'payments'));
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(fetches).toEqual({ notifications: 2, badges: 3, payments: 2 });
  // the screen leaves: the chrome keeps the channel
  screen.unmount();
  expect(realtime.current.topics()).toHaveLength(3);
});

describe('while the channel is down', () => {
  const manual = setupFakeRealtime({ autoSubscribe: false });

  test('no polling while subscribed; a slow refresh only while down; refetch once on every subscribe', async () => {
    jest.useFakeTimers();
    const { result, fetches } = setup({ fallbackIntervalMs: 60_000 });
    await act(async () => undefined);
    const channel = only(manual.current.open());
    act(() => channel.report('SUBSCRIBED'));
    expect(result.current.status).toBe('live');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    // Read once, and once more when the topic listened (a change in between reached nobody).
    expect(fetches.notifications).toBe(2);

    // Subscribed: minutes pass, nothing is fetched again.
    await act(async () => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(fetches.notifications).toBe(2);

    // The socket drops: realtime-js reports CHANNEL_ERROR and rejoins by itself.
    act(() => channel.report('CHANNEL_ERROR'));
    expect(result.current.status).toBe('down');
    await act(async () => jest.advanceTimersByTimeAsync(4_000));
    expect(fetches.notifications).toBe(2);
    act(() => channel.report('SUBSCRIBED'));
    expect(result.current.status).toBe('live');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    // Refetched once to catch what changed while down, and the same channel is kept.
    expect(fetches.notifications).toBe(3);
    expect(manual.current.open()).toEqual([channel]);

    // Down for good: a fresh channel after the 5 s backoff, the fallback refresh every 60 s meanwhile.
    act(() => channel.report('CLOSED'));
    await act(async () => jest.advanceTimersByTimeAsync(5_000));
    expect(channel.removed).toBe(true);
    const second = only(manual.current.open());
    expect(second).not.toBe(channel);
    expect(fetches.notifications).toBe(3);
    await act(async () => jest.advanceTimersByTimeAsync(55_000));
    expect(fetches.notifications).toBe(4);
    // The second channel fails too: next attempt after 10 s.
    act(() => second.report('TIMED_OUT'));
    await act(async () => jest.advanceTimersByTimeAsync(9_000));
    expect(manual.current.open()).toEqual([second]);
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    const third = only(manual.current.open());
    expect(third).not.toBe(second);
    act(() => third.report('SUBSCRIBED'));
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(fetches.notifications).toBe(5);
    // Live again: the fallback has stopped.
    await act(async () => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(fetches.notifications).toBe(5);
  });
});

describe('a join while the first read is in flight', () => {
  const manual = setupFakeRealtime({ autoSubscribe: false });

  test('reads again after it: the answer in flight may predate the join', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const answers: ((value: string) => void)[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const list = useQuery({
          queryKey: ['rows'],
          queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
        });
        useRealtimeInvalidate({ topic: TOPIC, queryKey: ['rows'] });
        return list.data;
      },
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    await waitFor(() => expect(manual.current.open()).toHaveLength(1));
    // the topic joins while the first read is still on its way
    act(() => only(manual.current.open()).report('SUBSCRIBED'));
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[0]!('before the join'));
    act(() => answers[1]!('after the join'));
    await waitFor(() => expect(result.current).toBe('after the join'));
  });
});
