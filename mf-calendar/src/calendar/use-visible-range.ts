import { useCallback, useState } from 'react';
import { startOfDay } from 'date-fns';
import type { DatesSetArg } from '@fullcalendar/core';
import { rangeTitle, type CalendarPrefs, type CalendarView } from './calendar.rules';
import { clinicDisplayDate, instantRange, useDateLocale } from 'shared-ui';

/**
 * What FullCalendar shows (view, date range as instants, its title) and the day selected for the events
 * sidebar (a display date: the clinic's day, shared-ui's clinic clock); the view
 * is remembered through `persist`. `onDatesSet` is stable so the grid does not re-render on unrelated state.
 */
export function useVisibleRange(
  initial: { prefs: CalendarPrefs; today: Date; range: { start: string; end: string } },
  persist: (next: Partial<CalendarPrefs>) => void,
) {
  const [view, setView] = useState<CalendarView>(initial.prefs.view);
  const [range, setRange] = useState(initial.range);
  const [shown, setShown] = useState<{ start: Date; end: Date } | null>(null);
  const locale = useDateLocale();
  const [selectedDay, setSelectedDay] = useState(() => startOfDay(initial.today));

  const onDatesSet = useCallback(
    (arg: DatesSetArg) => {
      const nextView = arg.view.type as CalendarView;
      setView(nextView);
      setRange((previous) => {
        // FullCalendar's dates are display dates (the clinic's days); the query wants their instants.
        const { start, end } = instantRange(arg);
        return previous.start === start && previous.end === end ? previous : { start, end };
      });
      setShown({ start: arg.view.currentStart, end: arg.view.currentEnd });
      setSelectedDay((day) => {
        if (nextView === 'timeGridDay') return startOfDay(arg.start);
        if (day >= arg.view.currentStart && day < arg.view.currentEnd) return day;
        const today = startOfDay(clinicDisplayDate(Date.now()));
        return today >= arg.view.currentStart && today < arg.view.currentEnd
          ? today
          : startOfDay(arg.view.currentStart);
      });
      persist({ view: nextView });
    },
    [persist],
  );
  const title = shown ? rangeTitle(view, shown.start, shown.end, locale) : '';
  return { view, range, title, selectedDay, setSelectedDay, onDatesSet };
}
