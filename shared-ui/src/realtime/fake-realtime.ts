import type {
  PostgresChangesFilter,
  RealtimeChannelLike,
  RealtimeSource,
  RealtimeSubscribeStatus,
} from './realtime-source';
import { setRealtimeSource } from './realtime-source';

export interface FakeChannel {
  name: string;
  filters: PostgresChangesFilter[];
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
  /**
   * Delivers a change to every binding of an open, subscribed channel listening to that table (and event). A
   * DELETE's record is its primary key; it reaches only unfiltered bindings, as on hosted Realtime under RLS.
   */
  emit(table: string, event?: 'INSERT' | 'UPDATE' | 'DELETE', record?: Record<string, unknown>): void;
}

/**
 * An in-memory Realtime for unit tests: channels subscribe at once (unless `autoSubscribe: false`) and changes
 * are delivered by `emit`. Filters are recorded, not applied — tests assert them — except that a DELETE never
 * reaches a filtered binding.
 */
export function createFakeRealtime({ autoSubscribe = true }: { autoSubscribe?: boolean } = {}): FakeRealtime {
  const channels: (FakeChannel & { listeners: ((p: unknown) => void)[]; subscribed: boolean })[] = [];
  const source: RealtimeSource = {
    channel(name) {
      const listeners: ((p: unknown) => void)[] = [];
      let subscriber: ((s: RealtimeSubscribeStatus, err?: Error) => void) | null = null;
      const fake = {
        name,
        filters: [] as PostgresChangesFilter[],
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
        on(_type, filter, callback) {
          fake.filters.push(filter);
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
  return {
    source,
    channels,
    open: () => channels.filter((c) => !c.removed),
    emit(table, event = 'INSERT', record = {}) {
      for (const c of channels) {
        if (c.removed || !c.subscribed) continue;
        c.filters.forEach((f, i) => {
          if (f.table !== table || (f.event !== '*' && f.event !== event)) return;
          // as hosted Realtime under RLS: a DELETE never passes a filter and carries only the key (`old`)
          if (event === 'DELETE') {
            if (!f.filter) c.listeners[i]?.({ table, eventType: event, new: {}, old: record });
          } else c.listeners[i]?.({ table, eventType: event, new: record, old: {} });
        });
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
