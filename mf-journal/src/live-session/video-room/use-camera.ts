import { useCallback, useEffect, useState } from 'react';

export type CameraState = 'unknown' | 'available' | 'none';

/** Whether this computer has a camera at all (no permission needed: enumerateDevices lists kinds without labels). */
export async function detectCamera(
  media: Pick<MediaDevices, 'enumerateDevices'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<CameraState> {
  if (!media?.enumerateDevices) return 'unknown';
  try {
    const devices = await media.enumerateDevices();
    return devices.some((d) => d.kind === 'videoinput') ? 'available' : 'none';
  } catch {
    return 'unknown';
  }
}

/** The camera state, re-checked when a device is plugged in or out and on demand (Try again). */
export function useCamera() {
  const [state, setState] = useState<CameraState>('unknown');
  const check = useCallback(() => {
    void detectCamera().then(setState);
  }, []);
  useEffect(() => {
    check();
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    media?.addEventListener?.('devicechange', check);
    return () => media?.removeEventListener?.('devicechange', check);
  }, [check]);
  return { state, check };
}
