import { getSupabase } from 'supabase-client';

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

/**
 * The appointment's whiteboard channel: Realtime broadcast (not stored), the patient app joins the same topic
 * `whiteboard:<appointment id>` and receives every stroke as it is drawn. `onLive` tells whether the channel is
 * joined: only then do strokes reach the patient (a stroke sent before would go nowhere).
 */
export async function openWhiteboardChannel(
  appointmentId: string,
  onMessage: (message: WhiteboardMessage) => void,
  onLive: (live: boolean) => void,
): Promise<WhiteboardChannel> {
  const supabase = await getSupabase();
  const channel = supabase.channel(`whiteboard:${appointmentId}`, { config: { broadcast: { self: false } } });
  channel.on('broadcast', { event: 'whiteboard' }, ({ payload }) => onMessage(payload as WhiteboardMessage));
  channel.subscribe((status) => onLive(status === 'SUBSCRIBED'));
  return {
    send: (message) => void channel.send({ type: 'broadcast', event: 'whiteboard', payload: message }),
    close: () => void supabase.removeChannel(channel),
  };
}
