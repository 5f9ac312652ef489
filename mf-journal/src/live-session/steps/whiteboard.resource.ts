import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabaseAfterFirstScreen } from 'supabase-client';

/** A stroke in board coordinates (0..1 both ways, so the patient's board of another size draws it alike). */
export interface Stroke {
  id: string;
  color: string;
  width: number;
  points: Array<[number, number]>;
}

export type WhiteboardMessage = { kind: 'stroke'; stroke: Stroke } | { kind: 'clear' };

export interface WhiteboardChannel {
  send(message: WhiteboardMessage): void;
  close(): void;
}

/** The private Realtime topic of an appointment's whiteboard (policies in 20261127030000_realtime_authorization.sql). */
export const whiteboardTopic = (appointmentId: string) => `whiteboard:${appointmentId}`;

/**
 * The appointment's whiteboard channel: Realtime broadcast (not stored) on the **private** topic
 * `whiteboard:<appointment id>`, which the patient app joins too and receives every stroke as it is drawn. Realtime
 * Authorization (RLS on realtime.messages) lets only the appointment's therapist and its patient join, receive and
 * send; so the user's token is handed to Realtime before the join (a join with the anon key is refused).
 * `onLive` tells whether the channel is joined: only then do strokes reach the patient (a stroke sent before would
 * go nowhere). If the server closes the channel (its token expired, e.g. after the laptop slept), it is opened
 * again with the current token.
 */
export async function openWhiteboardChannel(
  appointmentId: string,
  onMessage: (message: WhiteboardMessage) => void,
  onLive: (live: boolean) => void,
): Promise<WhiteboardChannel> {
  // Realtime, as every subscription: supabase-js itself (never held back here: a live session is no first screen).
  const supabase = await getSupabaseAfterFirstScreen();
  let closed = false;
  let channel: RealtimeChannel | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const open = async () => {
    const { data } = await supabase.auth.getSession();
    await supabase.realtime.setAuth(data.session?.access_token ?? null);
    if (closed) return;
    const ch = supabase.channel(whiteboardTopic(appointmentId), {
      config: { private: true, broadcast: { self: false } },
    });
    channel = ch;
    ch.on('broadcast', { event: 'whiteboard' }, ({ payload }) => onMessage(payload as WhiteboardMessage));
    ch.subscribe((status) => {
      if (closed || ch !== channel) return;
      onLive(status === 'SUBSCRIBED');
      if (status === 'CLOSED') {
        // closed by the server, not by us: join again (realtime-js retries refused or timed-out joins itself)
        channel = null;
        void supabase.removeChannel(ch);
        reopen = setTimeout(() => void open(), 1_000);
      }
    });
  };
  await open();
  return {
    send: (message) => void channel?.send({ type: 'broadcast', event: 'whiteboard', payload: message }),
    close: () => {
      closed = true;
      clearTimeout(reopen);
      if (channel) void supabase.removeChannel(channel);
    },
  };
}
