import type { LiveChange } from './live-topics';
import type { RealtimeChannelLike, RealtimeSource, RealtimeSubscribeStatus } from './realtime-source';
import { setRealtimeSource } from './realtime-source';

export interface FakeChannel {
  /** The topic the channel joined. */
  topic: string;
  /** Whether it joined as a private channel (every live topic is private). */
  private: boolean;
  removed: boolean;
  /** Reports a subscribe status to the channel's subscriber (as realtime-js would). */
  report(status: RealtimeSubscribeStatus): void;
}

export interface FakeRealtime {
  source: RealtimeSource;
  /** Every channel opened so far (removed ones included, marked). */
  channels: FakeChannel[];
  /** Channels not removed. */
  open(): FakeChannel[];
  /** Topics of the channels not removed. */
  topics(): string[];
  /**
   * Delivers a change broadcast (`{table, op, id}`, as the database publishes it) to the open, subscribed channels
   * of the topic.
   */
  emit(topic: string, table: string, op?: LiveChange['op'], id?: unknown): void;
}

/**
 * An in-memory Realtime for unit tests: channels subscribe at once (unless `autoSubscribe: false`) and changes
 * are delivered by `emit`, to the channels of the topic only.
 */
export function createFakeRealtime({ autoSubscribe = true }: { autoSubscribe?: boolean } = {}): FakeRealtime {
  const channels: (FakeChannel & {
    listeners: ((m: { payload?: unknown }) => void)[];
    subscribed: boolean;
  })[] = [];
  const source: RealtimeSource = {
    channel(topic, options) {
      const listeners: ((m: { payload?: unknown }) => void)[] = [];
      let subscriber: ((s: RealtimeSubscribeStatus, err?: Error) => void) | null = null;
      const fake = {
        topic,
        private: options.config.private === true,
        removed: false,
        subscribed: false,
        listeners,
        report(status: RealtimeSubscribeStatus) {
          fake.subscribed = status === 'SUBSCRIBED';
          subscriber?.(status);
        },
      };
      channels.push(fake);
      const api: RealtimeChannelLike = {
        on(_type, _filter, callback) {
          listeners.push(callback);
          return api;
        },
        subscribe(callback) {
          subscriber = callback;
          if (autoSubscribe) queueMicrotask(() => !fake.removed && fake.report('SUBSCRIBED'));
          return api;
        },
      };
      (api as unknown as { fake: FakeChannel }).fake = fake;
      return api;
    },
    removeChannel(channel) {
      const fake = (channel as unknown as { fake: FakeChannel & { subscribed: boolean } }).fake;
      fake.removed = true;
      fake.subscribed = false;
      return Promise.resolve('ok');
    },
  };
  const open = () => channels.filter((c) => !c.removed);
  return {
    source,
    channels,
    open,
    topics: () => open().map((c) => c.topic),
    emit(topic, table, op = 'INSERT', id = null) {
      for (const c of channels) {
        if (c.removed || !c.subscribed || c.topic !== topic) continue;
        for (const listener of c.listeners) listener({ payload: { table, op, id } satisfies LiveChange });
      }
    },
  };
}

/**
 * Installs a fresh fake Realtime for every test of the file (jest's beforeEach) and returns a handle whose
 * `current` is that test's fake. shared-ui's jest setup installs one for every package, so no unit test opens
 * a WebSocket; call this in a test file to get hold of it.
 */
export function setupFakeRealtime(options?: { autoSubscribe?: boolean }): { current: FakeRealtime } {
  const handle = { current: createFakeRealtime(options) };
  beforeEach(() => {
    handle.current = createFakeRealtime(options);
    setRealtimeSource(() => Promise.resolve(handle.current.source));
  });
  return handle;
}
