import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getRealtimeSource, type RealtimeChannelLike, type RealtimeSource } from './realtime-source';

export interface UseRealtimeInvalidateOptions {
  /** A table in the `supabase_realtime` publication. */
  table: string;
  /** Postgres schema; 'public' by default. */
  schema?: string;
  /** Which changes to listen to; all ('*') by default. */
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** A postgres_changes filter, e.g. `calendar_id=eq.${id}` (eq, neq, lt, lte, gt, gte, in). */
  filter?: string;
  /**
   * With a filter: also hear the table's DELETEs unfiltered and invalidate when the deleted row's primary key is
   * in the keys' cached data. Hosted Realtime sends a DELETE on a table with RLS with only the primary key, and
   * never to a filtered subscription, so a filtered channel alone misses every DELETE. Off by default: the
   * unfiltered DELETEs are every DELETE of the table that the role may receive.
   */
  deletesByKey?: boolean;
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

const RESUBSCRIBE_BASE_MS = 5_000;
const RESUBSCRIBE_MAX_MS = 60_000;
let channelSeq = 0;

/**
 * Keeps react-query data live from Supabase Realtime postgres_changes: one channel per call, opened on mount
 * and removed on unmount; every change (bursts coalesced) invalidates the given keys. DELETE events carry only
 * the primary key and never pass a filter (hosted Realtime under RLS): a filtered subscription that must see
 * deletions sets `deletesByKey`. There is no polling
 * while subscribed. realtime-js rejoins a channel itself after a socket drop; if that has not worked by the
 * backoff deadline (5 s, doubling to 60 s), or the channel was closed (e.g. token expiry), a fresh channel is
 * opened. Only while down, the keys are refreshed every `fallbackIntervalMs`; on every subscribe (the first
 * one too) they are refreshed once to catch what changed before the channel listened.
 */
export function useRealtimeInvalidate(options: UseRealtimeInvalidateOptions): RealtimeStatus {
  const {
    table,
    schema = 'public',
    event = '*',
    filter,
    enabled = true,
    fallbackIntervalMs = 60_000,
    coalesceMs = 150,
    deletesByKey = false,
  } = options;
  const queryClient = useQueryClient();
  const subscription = JSON.stringify([enabled, schema, table, event, filter, deletesByKey]);
  // The status reported by the current subscription's callbacks (a stale one reads as 'connecting').
  const [reported, setReported] = useState<{ subscription: string; status: RealtimeStatus } | null>(null);
  // Keys are read when a change arrives, so new key arrays each render do not reopen the channel.
  const keys = [...(options.queryKey ? [options.queryKey] : []), ...(options.queryKeys ?? [])];
  const keysRef = useRef<readonly QueryKey[]>(keys);
  useEffect(() => {
    keysRef.current = keys;
  });

  useEffect(() => {
    if (!enabled) return;
    const setStatus = (status: RealtimeStatus) => setReported({ subscription, status });
    let disposed = false;
    let source: RealtimeSource | null = null;
    let channel: RealtimeChannelLike | null = null;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    let fallbackTimer: ReturnType<typeof setInterval> | undefined;
    // Every subscribe, the first one too, refreshes the keys once: a change committed after the data was read
    // and before the channel listened reaches nobody. The first subscribe comes after the first screen (supabase-js
    // waits for it), so on a page load that window is the first read's whole age: a patient who confirms
    // readiness while the therapist's page loads would otherwise never show as ready.
    const invalidate = () => {
      for (const queryKey of keysRef.current) void queryClient.invalidateQueries({ queryKey });
    };

    const onChange = () => {
      if (disposed || flushTimer) return;
      flushTimer = setTimeout(() => {
        flushTimer = undefined;
        if (!disposed) invalidate();
      }, coalesceMs);
    };

    const goLive = () => {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearInterval(fallbackTimer);
      fallbackTimer = undefined;
      attempt = 0;
      invalidate();
      setStatus('live');
    };

    const goDown = () => {
      setStatus('down');
      fallbackTimer ??= setInterval(() => invalidate(), fallbackIntervalMs);
      if (retryTimer) return;
      const delay = Math.min(RESUBSCRIBE_BASE_MS * 2 ** attempt, RESUBSCRIBE_MAX_MS);
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (disposed) return;
        if (!source) {
          void connect();
          return;
        }
        const old = channel;
        // The new channel is created before the old one is removed so the socket is not closed in between.
        open();
        if (old && source) void Promise.resolve(source.removeChannel(old)).catch(() => undefined);
      }, delay);
    };

    // deletesByKey: a DELETE carries only the deleted row's primary key (on a table with RLS, as hosted Realtime
    // sends it) and never reaches a filtered subscription; heard unfiltered, it invalidates only when the key is
    // in the cached data of these keys.
    const onDelete = (payload: unknown) => {
      const old = (payload as { old?: Record<string, unknown> } | null)?.old ?? {};
      const values = Object.values(old)
        .filter((v) => v !== null && v !== undefined && v !== '')
        .map((v) => JSON.stringify(v));
      if (!values.length) return;
      const cached = keysRef.current.some((queryKey) =>
        queryClient.getQueriesData({ queryKey }).some(([, data]) => {
          if (data === undefined) return false;
          const json = JSON.stringify(data);
          return values.some((v) => json.includes(v));
        }),
      );
      if (cached) onChange();
    };

    function open() {
      if (!source) return;
      const name = `live:${schema}:${table}:${filter ?? '*'}:${++channelSeq}`;
      let ch = source
        .channel(name)
        .on('postgres_changes', { event, schema, table, ...(filter ? { filter } : {}) }, onChange);
      if (deletesByKey && filter && (event === '*' || event === 'DELETE')) {
        ch = ch.on('postgres_changes', { event: 'DELETE', schema, table }, onDelete);
      }
      channel = ch;
      ch.subscribe((state) => {
        if (disposed || ch !== channel) return;
        if (state === 'SUBSCRIBED') goLive();
        else goDown();
      });
    }

    const connect = () =>
      getRealtimeSource().then(
        (s) => {
          if (disposed) return;
          source = s;
          open();
        },
        () => {
          if (!disposed) goDown();
        },
      );
    void connect();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      clearInterval(fallbackTimer);
      if (channel && source) void Promise.resolve(source.removeChannel(channel)).catch(() => undefined);
      channel = null;
    };
  }, [
    subscription,
    enabled,
    schema,
    table,
    event,
    filter,
    deletesByKey,
    fallbackIntervalMs,
    coalesceMs,
    queryClient,
  ]);

  if (!enabled) return 'idle';
  return reported?.subscription === subscription ? reported.status : 'connecting';
}
