import { getSupabaseAfterFirstScreen } from 'supabase-client';

/** What useRealtimeInvalidate needs of supabase-js: a private channel per topic, removed when nobody listens. */
export type RealtimeSubscribeStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

export interface RealtimeChannelLike {
  on(
    type: 'broadcast',
    filter: { event: string },
    callback: (message: { payload?: unknown }) => void,
  ): RealtimeChannelLike;
  subscribe(callback: (status: RealtimeSubscribeStatus, err?: Error) => void): RealtimeChannelLike;
}

export interface RealtimeSource {
  channel(topic: string, options: { config: { private: true } }): RealtimeChannelLike;
  removeChannel(channel: RealtimeChannelLike): Promise<unknown> | unknown;
}

let override: (() => Promise<RealtimeSource>) | null = null;

/**
 * The page's one supabase-js client is the source; tests (and QA mode, which has no Realtime server) swap in
 * another with setRealtimeSource, so no test opens a WebSocket that retries forever.
 */
export async function getRealtimeSource(): Promise<RealtimeSource> {
  if (override) return override();
  // A subscription can wait until the first screen is done (it refreshes what it may have missed when it
  // opens). Private topics are authorised by the user's token: Realtime gets it before the first join, or the
  // join would go out with the anon key and be refused.
  const supabase = await getSupabaseAfterFirstScreen();
  await supabase.realtime.setAuth();
  return supabase as unknown as RealtimeSource;
}

/** Replaces the source (null restores supabase-js). */
export function setRealtimeSource(next: (() => Promise<RealtimeSource>) | null): void {
  override = next;
}
