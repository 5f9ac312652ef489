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
        table: 'notifications',
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

test('opens one channel for the table and filter, and invalidates the key on a change', async () => {
  const { result, fetches } = setup({ filter: 'user_id=eq.u1', event: 'INSERT' });
  await waitFor(() => expect(result.current.status).toBe('live'));
  expect(realtime.current.open()).toHaveLength(1);
  expect(only(realtime.current.open()).filters).toEqual([
    { event: 'INSERT', schema: 'public', table: 'notifications', filter: 'user_id=eq.u1' },
  ]);
  // Read once, and once more when the channel went live (a change in between would otherwise be lost).
  await waitFor(() => expect(result.current.list).toBe(2));

  act(() => realtime.current.emit('notifications', 'INSERT', { id: 'n1' }));
  await waitFor(() => expect(result.current.list).toBe(3));
  // Only the given key: the badges query is not refetched.
  expect(fetches.badges).toBe(1);
});

test('a burst of changes causes one refetch', async () => {
  jest.useFakeTimers();
  const { result, fetches } = setup({ coalesceMs: 50 });
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(result.current.status).toBe('live');
  const read = fetches.notifications;
  act(() => {
    for (let i = 0; i < 20; i += 1) realtime.current.emit('notifications');
  });
  await act(async () => jest.advanceTimersByTimeAsync(49));
  expect(fetches.notifications).toBe(read);
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(fetches.notifications).toBe(read + 1);
  expect(result.current.list).toBe(read + 1);
});

test('several keys, and changes of other tables are ignored', async () => {
  const { result } = setup({
    queryKey: undefined,
    queryKeys: [
      ['shell', 'notifications'],
      ['shell', 'badges'],
    ],
  });
  await waitFor(() => expect(result.current.status).toBe('live'));
  // both keys read, and read again when the channel went live
  await waitFor(() => expect(result.current.badges).toBe(2));
  await waitFor(() => expect(result.current.list).toBe(2));
  act(() => realtime.current.emit('appointments'));
  act(() => realtime.current.emit('notifications', 'DELETE'));
  await waitFor(() => expect(result.current.badges).toBe(3));
  expect(result.current.list).toBe(3);
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

test('a new filter replaces the channel', async () => {
  const { result, rerender } = setup({ filter: 'calendar_id=eq.a' });
  await waitFor(() => expect(result.current.status).toBe('live'));
  rerender({ filter: 'calendar_id=eq.b' });
  await waitFor(() => expect(realtime.current.open()).toHaveLength(1));
  expect(only(realtime.current.open()).filters[0]?.filter).toBe('calendar_id=eq.b');
  expect(realtime.current.channels.map((c) => c.removed)).toEqual([true, false]);
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
    await act(async () => undefined);
    // Read once, and once more when the channel listened (a change in between reached nobody).
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
    await act(async () => undefined);
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
    await act(async () => undefined);
    expect(fetches.notifications).toBe(5);
    // Live again: the fallback has stopped.
    await act(async () => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(fetches.notifications).toBe(5);
  });
});

test('deletesByKey: a DELETE (only its key, never filtered) invalidates when the key is in the cached data', async () => {
  jest.useFakeTimers();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let fetches = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const rows = useQuery({
        queryKey: ['rows', 'u1'],
        queryFn: () => {
          fetches += 1;
          return [{ id: 'row-1' }, { id: 'row-2' }];
        },
      });
      const status = useRealtimeInvalidate({
        table: 'rows',
        filter: 'owner=eq.u1',
        queryKey: ['rows'],
        deletesByKey: true,
      });
      return { status, rows: rows.data };
    },
    { wrapper },
  );
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(result.current.status).toBe('live');
  const read = fetches;
  expect(only(realtime.current.open()).filters).toEqual([
    { event: '*', schema: 'public', table: 'rows', filter: 'owner=eq.u1' },
    { event: 'DELETE', schema: 'public', table: 'rows' },
  ]);
  // another owner's row: not in the cache, nothing refetched
  act(() => realtime.current.emit('rows', 'DELETE', { id: 'row-9' }));
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(fetches).toBe(read);
  act(() => realtime.current.emit('rows', 'DELETE', { id: 'row-2' }));
  await act(async () => jest.advanceTimersByTimeAsync(1_000));
  expect(fetches).toBe(read + 1);
});
