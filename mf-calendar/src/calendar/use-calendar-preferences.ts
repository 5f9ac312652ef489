import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  loadPrefs,
  loadSlotRange,
  savePrefs,
  saveSlotRange,
  visibleRange,
  type CalendarPrefs,
} from './calendar.rules';
import { clinicDisplayDate, instantRange } from 'shared-ui';

/**
 * The calendar's per-user preferences in localStorage (spec 000 §2.3: the view and calendar are remembered):
 * what was stored when the page opened (read once, so the first paint needs no query) and `persist` to merge
 * a change into what is stored.
 */
export function useCalendarPreferences(userId: string) {
  const [initial] = useState(() => {
    const prefs = loadPrefs(window.localStorage, userId);
    // Today on the clinic's clock, as the grid shows it (a display date, shared-ui's clinic clock).
    const today = clinicDisplayDate(Date.now());
    return { prefs, today, range: instantRange(visibleRange(prefs.view, today)) };
  });
  // The remembered choice is merged into what is stored, so callers need no copy of the other fields.
  const persist = useCallback(
    (next: Partial<CalendarPrefs>) =>
      savePrefs(window.localStorage, userId, { ...loadPrefs(window.localStorage, userId), ...next }),
    [userId],
  );
  return { initial, persist };
}

/** Remembers the resolved own calendar, so the next visit fetches its events before the context has loaded. */
export function useRememberOwnCalendar(userId: string, calendarId: string | null) {
  useEffect(() => {
    if (calendarId && loadPrefs(window.localStorage, userId).calendarId !== calendarId) {
      savePrefs(window.localStorage, userId, { ...loadPrefs(window.localStorage, userId), calendarId });
    }
  }, [calendarId, userId]);
}

type SlotRange = { slotMinTime: string; slotMaxTime: string };

/**
 * The grid's slot range last computed for a therapist (drawn at once next time), stored whenever the working
 * slots give a new one.
 */
export function useRememberedSlotRange(therapistUserId: string, computed: SlotRange | undefined) {
  const remembered = useMemo(() => loadSlotRange(window.localStorage, therapistUserId), [therapistUserId]);
  useEffect(() => {
    if (computed) saveSlotRange(window.localStorage, therapistUserId, computed);
  }, [computed, therapistUserId]);
  return remembered;
}
