import { useState } from 'react';
import type { CalendarPrefs } from './calendar.rules';
import type { CalendarContext } from './calendar.resource';
import { useCalendarContext } from './use-calendar';
import { useRememberOwnCalendar } from './use-calendar-preferences';

interface Selection {
  therapistUserId: string;
  ownCalendarId: string | null;
}

/** Which calendar is on screen: an integrated colleague's, else the chosen (or profile) own calendar. */
export function resolveCalendar(context: CalendarContext | undefined, selection: Selection, userId: string) {
  if (!context) {
    // Before the context arrives the remembered own calendar is fetched at once (a faster first paint).
    return {
      therapistUserId: selection.therapistUserId,
      calendarId: selection.therapistUserId === userId ? selection.ownCalendarId : null,
    };
  }
  if (selection.therapistUserId !== userId) {
    const colleague = context.therapists.find((therapist) => therapist.id === selection.therapistUserId);
    if (colleague?.calendarId) return { therapistUserId: colleague.id, calendarId: colleague.calendarId };
  }
  const own =
    context.ownCalendars.find((calendar) => calendar.id === selection.ownCalendarId) ??
    context.ownCalendars.find((calendar) => calendar.id === context.profileCalendarId) ??
    context.ownCalendars[0];
  return { therapistUserId: userId, calendarId: own?.id ?? context.profileCalendarId };
}

/**
 * The therapist and calendar being viewed: the calendar context (integration, own calendars, colleagues),
 * the user's choice (remembered through `persist`) and what they resolve to.
 */
export function useViewedCalendar(
  userId: string,
  prefs: CalendarPrefs,
  persist: (next: Partial<CalendarPrefs>) => void,
) {
  const context = useCalendarContext();
  const [selection, setSelection] = useState<Selection>({
    therapistUserId: prefs.therapistUserId ?? userId,
    ownCalendarId: prefs.calendarId,
  });
  const viewed = resolveCalendar(context.data, selection, userId);
  const isOwnCalendar = viewed.therapistUserId === userId;
  useRememberOwnCalendar(userId, context.data && isOwnCalendar ? viewed.calendarId : null);

  const chooseTherapist = (therapistUserId: string) => {
    setSelection((previous) => ({ ...previous, therapistUserId }));
    persist({ therapistUserId });
  };
  const chooseOwnCalendar = (calendarId: string) => {
    setSelection((previous) => ({ ...previous, ownCalendarId: calendarId }));
    persist({ calendarId });
  };
  return {
    context,
    ...viewed,
    isOwnCalendar,
    // A returning therapist's own calendar is drawn at once from what was remembered; the context confirms
    // it a moment later and redirects if the calendar is gone.
    optimistic: context.isPending && Boolean(prefs.calendarId) && selection.therapistUserId === userId,
    therapists: context.data?.therapists ?? [],
    ownCalendars: context.data?.ownCalendars ?? [],
    chooseTherapist,
    chooseOwnCalendar,
  };
}
