import { openWhiteboardChannel } from './whiteboard.resource';

type Status = 'SUBSCRIBED' | 'CLOSED' | 'CHANNEL_ERROR' | 'TIMED_OUT';

/** A stand-in for the page's supabase-js client: what the whiteboard channel asks of it, recorded in order. */
const calls: string[] = [];
const channels: Array<{ topic: string; options: unknown; report: (s: Status) => void }> = [];
const fakeClient = {
  auth: { getSession: async () => ({ data: { session: { access_token: `token-${channels.length + 1}` } } }) },
  realtime: {
    setAuth: async (token: string | null) => {
      calls.push(`setAuth ${token}`);
    },
  },
  channel(topic: string, options: unknown) {
    calls.push(`channel ${topic}`);
    let subscriber: (s: Status) => void = () => undefined;
    const ch = {
      on: () => ch,
      subscribe: (cb: (s: Status) => void) => {
        subscriber = cb;
        return ch;
      },
      send: async () => 'ok',
    };
    channels.push({ topic, options, report: (s) => subscriber(s) });
    return ch;
  },
  removeChannel: async () => {
    calls.push('removeChannel');
    return 'ok';
  },
};

jest.mock('supabase-client', () => ({ getSupabaseAfterFirstScreen: async () => fakeClient }));

beforeEach(() => {
  calls.length = 0;
  channels.length = 0;
});
afterEach(() => jest.useRealTimers());

test("joins the private topic with the user's token, handed to Realtime before the join", async () => {
  const live: boolean[] = [];
  const board = await openWhiteboardChannel(
    'a1',
    () => undefined,
    (l) => live.push(l),
  );
  expect(calls).toEqual(['setAuth token-1', 'channel whiteboard:a1']);
  expect(channels[0]?.options).toEqual({ config: { private: true, broadcast: { self: false } } });
  channels[0]?.report('SUBSCRIBED');
  expect(live).toEqual([true]);
  board.close();
  expect(calls.at(-1)).toBe('removeChannel');
});

test('a channel the server closes (token expired) is joined again with the current token; ours is not', async () => {
  jest.useFakeTimers();
  const live: boolean[] = [];
  const board = await openWhiteboardChannel(
    'a1',
    () => undefined,
    (l) => live.push(l),
  );
  channels[0]?.report('SUBSCRIBED');
  channels[0]?.report('CLOSED');
  expect(live).toEqual([true, false]);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(calls).toEqual([
    'setAuth token-1',
    'channel whiteboard:a1',
    'removeChannel',
    'setAuth token-2',
    'channel whiteboard:a1',
  ]);
  channels[1]?.report('SUBSCRIBED');
  expect(live).toEqual([true, false, true]);
  board.close();
  channels[1]?.report('CLOSED');
  await jest.advanceTimersByTimeAsync(5_000);
  expect(channels).toHaveLength(2);
});
