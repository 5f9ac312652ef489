/** One viewing session as the statistics store it (spec 002 §3, per-user video statistics). */
export interface ViewingSession {
  deviceType: string | null;
  browserName: string | null;
  browserVersion: string | null;
  secondsPlayed: number;
  isPlaybackCompleted: boolean;
  startDate: string;
}

/** Spec 002 §4: 100 % when playback completed, else seconds played / duration as a percentage to 2 decimals. */
export function sessionProgress(session: ViewingSession, videoDuration: number | null): number {
  if (session.isPlaybackCompleted) return 100;
  if (!videoDuration || videoDuration <= 0) return 0;
  return Math.round((session.secondsPlayed / videoDuration) * 100 * 100) / 100;
}

const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
const BROWSERS = ['Chrome', 'Safari', 'Opera', 'Firefox', 'Edge'] as const;

/** Device type: desktop, mobile, tablet, otherwise null (shown as 'unknown device'). */
export function knownDevice(deviceType: string | null): (typeof DEVICES)[number] | null {
  const lower = deviceType?.toLowerCase();
  return DEVICES.find((d) => d === lower) ?? null;
}

/** Browser with version: Chrome, Safari, Opera, Firefox, Edge, otherwise null ('unknown browser'). */
export function knownBrowser(name: string | null, version: string | null): string | null {
  const browser = BROWSERS.find((b) => name?.toLowerCase().startsWith(b.toLowerCase()));
  if (!browser) return null;
  return version ? `${browser} ${version}` : browser;
}

export interface DayPoint {
  day: string;
  views: number;
}

/** Views by day in date order; the area chart needs more than 2 points (spec 002 §2). */
export function viewsByDay(viewsByDate: Record<string, number>): { points: DayPoint[]; enough: boolean } {
  const points = Object.entries(viewsByDate)
    .map(([day, views]) => ({ day, views: Number(views) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { points, enough: points.length > 2 };
}

/** Device slices of the 'Most used device' pie, most used first, unknown devices together. */
export function deviceSlices(
  viewsByDeviceType: Record<string, number>,
): { device: string | null; views: number }[] {
  const totals = new Map<string | null, number>();
  for (const [type, views] of Object.entries(viewsByDeviceType)) {
    const device = knownDevice(type);
    totals.set(device, (totals.get(device) ?? 0) + Number(views));
  }
  return [...totals.entries()]
    .map(([device, views]) => ({ device, views }))
    .filter((slice) => slice.views > 0)
    .sort((a, b) => b.views - a.views);
}

/** Statistics tables paginate only above 10 sessions (spec 002 §9). */
export const SESSIONS_PAGE_SIZE = 10;
export const needsPagination = (count: number): boolean => count > SESSIONS_PAGE_SIZE;
export function sessionsPage<T>(sessions: readonly T[], page: number): T[] {
  if (!needsPagination(sessions.length)) return [...sessions];
  const start = (page - 1) * SESSIONS_PAGE_SIZE;
  return sessions.slice(start, start + SESSIONS_PAGE_SIZE);
}
export const pageCount = (count: number): number => Math.max(1, Math.ceil(count / SESSIONS_PAGE_SIZE));

/** Duration in seconds with 1 decimal (spec 002 §9). */
export const formatDuration = (seconds: number | null): string => (seconds ?? 0).toFixed(1);
