import { getSupabaseAfterFirstScreen } from 'supabase-client';

/** What useRealtimeInvalidate needs of supabase-js: a channel per subscription, removed on unmount. */
export type RealtimeSubscribeStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

export interface PostgresChangesFilter {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filter?: string;
}

export interface RealtimeChannelLike {
  on(
    type: 'postgres_changes',
    filter: PostgresChangesFilter,
    callback: (payload: unknown) => void,
  ): RealtimeChannelLike;
  subscribe(callback: (status: RealtimeSubscribeStatus, err?: Error) => void): RealtimeChannelLike;
}

export interface RealtimeSource {
  channel(name: string): RealtimeChannelLike;
  removeChannel(channel: RealtimeChannelLike): Promise<unknown> | unknown;
}

let override: (() => Promise<RealtimeSource>) | null = null;

/**
 * The page's one supabase-js client is the source; tests (and QA mode, which has no Realtime server) swap in
 * another with setRealtimeSource, so no test opens a WebSocket that retries forever.
 */
export function getRealtimeSource(): Promise<RealtimeSource> {
  if (override) return override();
  // A subscription can wait until the first screen is done (it refreshes what it may have missed when it
  // opens). supabase-js's channel().on() is a family of overloads; this hook uses only the postgres_changes one.
  return getSupabaseAfterFirstScreen() as unknown as Promise<RealtimeSource>;
}

/** Replaces the source (null restores supabase-js). */
export function setRealtimeSource(next: (() => Promise<RealtimeSource>) | null): void {
  override = next;
}
