/** Spec 002 §4/§9: the recorder counts down 3 seconds before it starts. */
export const COUNTDOWN_SECONDS = 3;

export type MediaProblem = 'permissionDenied' | 'noDevice' | 'deviceBusy' | 'unsupported' | 'unknown';

/**
 * What went wrong asking for the camera and microphone (getUserMedia's DOMException names, including the
 * older Chrome/Firefox ones), as the problem the page explains to the user.
 */
export function mediaProblem(error: unknown): MediaProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissionDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'deviceBusy';
    case 'TypeError':
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** The recording formats the content-videos bucket accepts, in the order the recorder tries them. */
const CANDIDATES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'];

/** The first format this browser's MediaRecorder can make, or null when it can make none of them. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return CANDIDATES.find((type) => isTypeSupported(type)) ?? null;
}

/** The stored object's content type and file extension: the container without its codecs. */
export function recordingFile(mimeType: string): { contentType: string; extension: string } {
  const contentType = mimeType.split(';')[0]!.trim() || 'video/webm';
  return { contentType, extension: contentType === 'video/mp4' ? 'mp4' : 'webm' };
}

/** Whole percent of an upload, 0–100. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}
