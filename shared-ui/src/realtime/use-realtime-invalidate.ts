import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_CHANGE_EVENT, type LiveChange } from './live-topics';
import { getRealtimeSource, type RealtimeChannelLike, type RealtimeSource } from './realtime-source';

export interface UseRealtimeInvalidateOptions {
  /** The private topic(s) to listen to, from `liveTopics` (e.g. `liveTopics.calendar(clinicId, calendarId)`). */
  topic: string | readonly string[];
  /** Only changes of these tables refresh the keys; every change of the topic by default. */
  tables?: readonly string[];
  /** The react-query key (prefix) to invalidate on a change. */
  queryKey?: QueryKey;
  /** Several keys to invalidate on a change (with or instead of queryKey). */
  queryKeys?: readonly QueryKey[];
  /** false: no channel, no fallback (e.g. until an id is known). true by default. */
  enabled?: boolean;
  /** Refresh interval used only while the channel is down; 60 s by default. */
  fallbackIntervalMs?: number;
  /** A burst of changes within this window causes one invalidation; 150 ms by default. */
  coalesceMs?: number;
}

/** idle: not enabled · connecting: first join under way · live: subscribed · down: fallback refresh running. */
export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'down';
type TopicStatus = Exclude<RealtimeStatus, 'idle'>;

const RESUBSCRIBE_BASE_MS = 5_000;
const RESUBSCRIBE_MAX_MS = 60_000;
/** How long the refresh after a join waits for the other joins under way, at most. */
const BATCH_MAX_WAIT_MS = 1_000;

interface Listener {
  onChange(change: LiveChange | undefined): void;
  onStatus(status: TopicStatus): void;
  /** What to refresh when the topic (re)joins. */
  refresh(): { client: QueryClient; keys: readonly QueryKey[] };
}

/** One channel per topic for the whole page, shared by every hook listening to it. */
interface TopicChannel {
  topic: string;
  listeners: Set<Listener>;
  status: TopicStatus;
  source: RealtimeSource | null;
  channel: RealtimeChannelLike | null;
  attempt: number;
  retryTimer?: ReturnType<typeof setTimeout>;
}

const channels = new Map<string, TopicChannel>();

// ---- the refresh after a join, batched: one invalidation of each key for all the joins under way ----------------
const queued = new Map<QueryClient, QueryKey[]>();
let batchTimer: ReturnType<typeof setTimeout> | undefined;
let batchSince = 0;

function queueRefresh(client: QueryClient, keys: readonly QueryKey[]) {
  if (!keys.length) return;
  if (!queued.size) batchSince = Date.now();
  queued.set(client, [...(queued.get(client) ?? []), ...keys]);
}

function scheduleBatch() {
  clearTimeout(batchTimer);
  batchTimer = undefined;
  if (!queued.size) return;
  const joining = [...channels.values()].some((c) => c.status === 'connecting');
  const delay = joining ? Math.max(0, BATCH_MAX_WAIT_MS - (Date.now() - batchSince)) : 0;
  batchTimer = setTimeout(flushBatch, delay);
}

/** A key already covered by a queued prefix is not invalidated again (that would fetch it twice). */
function withoutCovered(keys: readonly QueryKey[]): QueryKey[] {
  const sorted = [...keys].sort((a, b) => a.length - b.length);
  const kept: QueryKey[] = [];
  const seen = new Set<string>();
  for (const key of sorted) {
    const covered = key.some((_, i) => seen.has(JSON.stringify(key.slice(0, i + 1))));
    if (covered) continue;
    seen.add(JSON.stringify(key));
    kept.push(key);
  }
  return kept;
}

function flushBatch() {
  batchTimer = undefined;
  const batch = [...queued];
  queued.clear();
  for (const [client, keys] of batch) {
    for (const queryKey of withoutCovered(keys)) refresh(client, queryKey);
  }
}

/**
 * Reads the key again from now on. A read already in flight may have been answered before the change (or the
 * join), and react-query's invalidation joins a first load in flight instead of fetching again: it is cancelled
 * (its answer dropped) and read anew.
 */
function refresh(client: QueryClient, queryKey: QueryKey) {
  void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
}

// ---- topic channels ------------------------------------------------------------------------------------------------
function goLive(entry: TopicChannel) {
  clearTimeout(entry.retryTimer);
  entry.retryTimer = undefined;
  entry.attempt = 0;
  entry.status = 'live';
  // Every (re)join refreshes its listeners' keys once: a change committed after their data was read and before the
  // topic listened reached nobody (on a page load, the whole first screen's age; after a drop, the time away).
  for (const listener of entry.listeners) {
    const { client, keys } = listener.refresh();
    queueRefresh(client, keys);
    listener.onStatus('live');
  }
  scheduleBatch();
}

function goDown(entry: TopicChannel) {
  entry.status = 'down';
  for (const listener of entry.listeners) listener.onStatus('down');
  scheduleBatch(); // a failed join no longer holds the others' refresh
  if (entry.retryTimer) return;
  const delay = Math.min(RESUBSCRIBE_BASE_MS * 2 ** entry.attempt, RESUBSCRIBE_MAX_MS);
  entry.attempt += 1;
  entry.retryTimer = setTimeout(() => {
    entry.retryTimer = undefined;
    if (channels.get(entry.topic) !== entry) return;
    if (!entry.source) return connect(entry);
    // supabase-js keeps one channel per topic: the old one goes before the new one is opened
    const old = entry.channel;
    entry.channel = null;
    void Promise.resolve(old && entry.source.removeChannel(old))
      .catch(() => undefined)
      .then(() => {
        if (channels.get(entry.topic) === entry && !entry.channel) open(entry);
      });
  }, delay);
}

function open(entry: TopicChannel) {
  const ch = entry
    .source!.channel(entry.topic, { config: { private: true } })
    .on('broadcast', { event: LIVE_CHANGE_EVENT }, (message) => {
      if (entry.channel !== ch) return;
      for (const listener of entry.listeners) listener.onChange(message.payload as LiveChange | undefined);
    });
  entry.channel = ch;
  ch.subscribe((state) => {
    if (channels.get(entry.topic) !== entry || entry.channel !== ch) return;
    if (state === 'SUBSCRIBED') goLive(entry);
    else goDown(entry);
  });
}

function connect(entry: TopicChannel) {
  getRealtimeSource().then(
    (source) => {
      if (channels.get(entry.topic) !== entry) return;
      entry.source = source;
      open(entry);
    },
    () => {
      if (channels.get(entry.topic) === entry) goDown(entry);
    },
  );
}

function listen(topic: string, listener: Listener) {
  let entry = channels.get(topic);
  if (!entry) {
    entry = { topic, listeners: new Set(), status: 'connecting', source: null, channel: null, attempt: 0 };
    channels.set(topic, entry);
    connect(entry);
  }
  entry.listeners.add(listener);
  // Already live: this screen's data is read after the topic listened, so nothing needs refreshing.
  if (entry.status !== 'connecting') listener.onStatus(entry.status);
}

function unlisten(topic: string, listener: Listener) {
  const entry = channels.get(topic);
  if (!entry?.listeners.delete(listener) || entry.listeners.size) return;
  channels.delete(topic);
  clearTimeout(entry.retryTimer);
  if (entry.channel && entry.source)
    void Promise.resolve(entry.source.removeChannel(entry.channel)).catch(() => undefined);
  entry.channel = null;
  scheduleBatch();
}

/**
 * Keeps react-query data live from private Realtime topics (`liveTopics`): the database broadcasts `{table, op,
 * id}` on each change, and every change (bursts coalesced) invalidates the given keys. One channel per topic serves
 * every hook of the page; it is opened by the first and removed with the last. Each join (the first one, and every
 * rejoin after a drop) refreshes the keys of the hooks on that topic once, batched with the other joins under way
 * so a key read by several hooks is fetched once; a hook that comes to a topic already live refreshes nothing. No
 * polling while live. realtime-js rejoins a channel itself after a socket drop; if that has not worked by the
 * backoff deadline (5 s, doubling to 60 s), or the channel was closed (e.g. token expiry), a fresh channel is
 * opened. Only while down, the keys are refreshed every `fallbackIntervalMs`.
 */
export function useRealtimeInvalidate(options: UseRealtimeInvalidateOptions): RealtimeStatus {
  const { tables, fallbackIntervalMs = 60_000, coalesceMs = 150 } = options;
  const topics = typeof options.topic === 'string' ? [options.topic] : [...options.topic];
  const enabled = (options.enabled ?? true) && topics.length > 0;
  const queryClient = useQueryClient();
  const subscription = JSON.stringify([enabled, topics, tables ?? null]);
  // The statuses reported by the current subscription's topics (a stale one reads as 'connecting').
  const [reported, setReported] = useState<{
    subscription: string;
    byTopic: Record<string, TopicStatus>;
  } | null>(null);
  // Keys are read when a change arrives, so new key arrays each render do not reopen the channel.
  const keys = [...(options.queryKey ? [options.queryKey] : []), ...(options.queryKeys ?? [])];
  const keysRef = useRef<readonly QueryKey[]>(keys);
  useEffect(() => {
    keysRef.current = keys;
  });

  useEffect(() => {
    if (!enabled) return;
    const [, topicList, tableList] = JSON.parse(subscription) as [boolean, string[], string[] | null];
    let disposed = false;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let fallbackTimer: ReturnType<typeof setInterval> | undefined;
    const byTopic: Record<string, TopicStatus> = {};
    const invalidate = () => {
      for (const queryKey of keysRef.current) refresh(queryClient, queryKey);
    };
    const listeners = topicList.map((topic): [string, Listener] => [
      topic,
      {
        onChange(change) {
          if (disposed || flushTimer || (tableList && !tableList.includes(String(change?.table)))) return;
          flushTimer = setTimeout(() => {
            flushTimer = undefined;
            if (!disposed) invalidate();
          }, coalesceMs);
        },
        onStatus(status) {
          if (disposed) return;
          byTopic[topic] = status;
          setReported({ subscription, byTopic: { ...byTopic } });
          if (Object.values(byTopic).includes('down')) {
            fallbackTimer ??= setInterval(invalidate, fallbackIntervalMs);
          } else {
            clearInterval(fallbackTimer);
            fallbackTimer = undefined;
          }
        },
        refresh: () => ({ client: queryClient, keys: keysRef.current }),
      },
    ]);
    for (const [topic, listener] of listeners) listen(topic, listener);
    return () => {
      disposed = true;
      clearTimeout(flushTimer);
      clearInterval(fallbackTimer);
      for (const [topic, listener] of listeners) unlisten(topic, listener);
    };
  }, [subscription, enabled, fallbackIntervalMs, coalesceMs, queryClient]);

  if (!enabled) return 'idle';
  if (reported?.subscription !== subscription) return 'connecting';
  const statuses = topics.map((topic) => reported.byTopic[topic]);
  if (statuses.includes('down')) return 'down';
  return statuses.every((s) => s === 'live') ? 'live' : 'connecting';
}
