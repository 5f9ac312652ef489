import { useCallback, useEffect, useRef, useState } from 'react';
import { openWhiteboardChannel, type Stroke, type WhiteboardChannel } from './whiteboard.resource';

/**
 * The whiteboard's strokes: drawn here and sent to the patient by Realtime broadcast as each stroke ends;
 * strokes the other side sends are added. Not stored (the board is a live aid, not a record).
 */
export function useWhiteboard(appointmentId: string, active: boolean) {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [live, setLive] = useState(false);
  const channel = useRef<WhiteboardChannel | null>(null);
  useEffect(() => {
    if (!active) return;
    let closed = false;
    void openWhiteboardChannel(
      appointmentId,
      (message) => {
        if (message.kind === 'clear') setStrokes([]);
        else setStrokes((list) => [...list, message.stroke]);
      },
      (joined) => {
        if (!closed) setLive(joined);
      },
    ).then((c) => {
      if (closed) c.close();
      else channel.current = c;
    });
    return () => {
      closed = true;
      setLive(false);
      channel.current?.close();
      channel.current = null;
    };
  }, [appointmentId, active]);
  const add = useCallback((stroke: Stroke) => {
    setStrokes((list) => [...list, stroke]);
    channel.current?.send({ kind: 'stroke', stroke });
  }, []);
  const clear = useCallback(() => {
    setStrokes([]);
    channel.current?.send({ kind: 'clear' });
  }, []);
  /** live: the channel is joined, so what is drawn now reaches the patient. */
  return { strokes, add, clear, live };
}
