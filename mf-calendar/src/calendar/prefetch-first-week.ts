import type { QueryClient } from '@tanstack/react-query';
import { sessionStore, clinicDisplayDate, instantRange } from 'shared-ui';
import { loadPrefs, visibleRange } from './calendar.rules';
import { calendarEventsQuery } from './use-calendar';

/**
 * Starts the read the calendar page's first render would start — the remembered own calendar's events in the
 * remembered view around today (useCalendarPreferences + useViewedCalendar before the calendar context has
 * arrived) — before that render, so the round trip overlaps the first render of the grid instead of following
 * it (react-query starts a query only after its component has committed). Same key and query function as
 * useCalendarEvents, so the page joins this read. Nothing is started for a first visit (no remembered
 * calendar) or a colleague's calendar (its id comes with the context).
 */
export function prefetchFirstWeek(queryClient: QueryClient, now: Date = new Date()): void {
  const session = sessionStore.get();
  if (!session?.userId || !session.clinicId) return;
  const prefs = loadPrefs(window.localStorage, session.userId);
  if (!prefs.calendarId || (prefs.therapistUserId ?? session.userId) !== session.userId) return;
  const { start, end } = instantRange(visibleRange(prefs.view, clinicDisplayDate(now)));
  void queryClient.prefetchQuery(calendarEventsQuery(session.clinicId, prefs.calendarId, start, end));
}
