import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_SECONDS, mediaProblem, pickRecordingType, type MediaProblem } from './recorder.rules';

export type RecorderPhase = 'idle' | 'starting' | 'countdown' | 'recording' | 'failed';

/**
 * The camera recorder (MediaRecorder): Start asks for the camera and microphone, shows the preview, counts down
 * 3 seconds (spec 002 §4) and records; Stop hands the recording to `onRecorded`. Problems getting the camera
 * are kept as a MediaProblem the page explains. The camera is released on stop, cancel and unmount.
 */
export function useVideoRecorder(onRecorded: (recording: Blob) => void) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [countdown, setCountdown] = useState(COUNTDOWN_SECONDS);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setStream((current) => {
      current?.getTracks().forEach((track) => track.stop());
      return null;
    });
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      release();
    },
    [release],
  );

  const record = (media: MediaStream) => {
    const type =
      typeof MediaRecorder === 'undefined'
        ? null
        : pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    if (!type) {
      release();
      setProblem('unsupported');
      setPhase('failed');
      return;
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(media, { mimeType: type });
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      release();
      setPhase('idle');
      if (chunks.length) onRecordedRef.current(new Blob(chunks, { type }));
    };
    recorder.current = next;
    next.start(1000);
    setPhase('recording');
  };

  const start = async () => {
    setProblem(null);
    setPhase('starting');
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia is not available');
      media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    } catch (error) {
      setProblem(mediaProblem(error));
      setPhase('failed');
      return;
    }
    setStream(media);
    setCountdown(COUNTDOWN_SECONDS);
    setPhase('countdown');
    let left = COUNTDOWN_SECONDS;
    timer.current = setInterval(() => {
      left -= 1;
      setCountdown(left);
      if (left > 0) return;
      clearInterval(timer.current!);
      timer.current = null;
      record(media);
    }, 1000);
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const cancel = () => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    setPhase('idle');
  };

  return { phase, problem, countdown, stream, start, stop, cancel };
}
