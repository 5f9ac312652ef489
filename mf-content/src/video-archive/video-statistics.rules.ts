import {
  browserFamily,
  describeUserAgent,
  deviceFamily,
  type SessionAgent,
} from './video-statistics-user-agent';

/** One viewing session as the statistics store it (spec 002 §3, per-user video statistics). */
export interface ViewingSession {
  deviceType: string | null;
  browserName: string | null;
  browserVersion: string | null;
  /** The viewer's user agent, sent by the patient app (migration 20261125200000); older sessions lack it. */
  userAgent?: string | null;
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

/**
 * Device type and browser of a session: from its user agent with ua-parser-js when the session has one,
 * otherwise from the values the caller classified (named the same way: 'Mobile Safari' is Safari).
 */
export function sessionAgent(session: ViewingSession): SessionAgent {
  if (session.userAgent) return describeUserAgent(session.userAgent);
  const browserName = browserFamily(session.browserName);
  return {
    deviceType: deviceFamily(session.deviceType),
    browserName,
    browserVersion: browserName && session.browserVersion ? session.browserVersion.split('.')[0]! : null,
  };
}

/** 'Chrome 131', or null for 'unknown browser'. */
export function browserLabel(agent: SessionAgent): string | null {
  if (!agent.browserName) return null;
  return agent.browserVersion ? `${agent.browserName} ${agent.browserVersion}` : agent.browserName;
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

/**
 * Device slices of the 'Most used device' pie, most used first, unknown devices together. Counted from the
 * sessions (the same classification as the tables), not from the stored per-device counters, which only know
 * what callers classified themselves.
 */
export function deviceSlices(
  sessions: readonly ViewingSession[],
): { device: string | null; views: number }[] {
  const totals = new Map<string | null, number>();
  for (const session of sessions) {
    const device = sessionAgent(session).deviceType;
    totals.set(device, (totals.get(device) ?? 0) + 1);
  }
  return [...totals.entries()]
    .map(([device, views]) => ({ device, views }))
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
/** Seconds with one decimal, in the language's notation ('240.0' in English, '240,0' in Norwegian). */
export const formatDuration = (seconds: number | null, language = 'en'): string =>
  new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(seconds ?? 0)
    .replace(/\u00a0/g, ' ');

/** A session's progress as shown: '39.58 %' in English, '39,58 %' in Norwegian. */
export const formatProgress = (percent: number, language = 'en'): string =>
  `${new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 2, useGrouping: false }).format(percent)} %`;

const numberLocale = (language: string) => (language === 'no' ? 'nb-NO' : 'en-GB');
