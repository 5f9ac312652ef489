import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import type { DateClickArg } from '@fullcalendar/interaction';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, PageLayout, PageSpinner, theme, useSession } from 'shared-ui';
import type { AppointmentFormMode } from '../appointment-form/appointment-form-drawer';
import {
  CALENDAR_VIEWS,
  dayListEvents,
  eventColors,
  loadPrefs,
  loadSlotRange,
  mainAction,
  savePrefs,
  saveSlotRange,
  visibleRange,
  type CalendarEventItem,
  type CalendarPrefs,
  type CalendarView as ViewName,
  type MainActionContext,
} from './calendar-rules';
import type { CalendarContext } from './calendar.resource';
import { CalendarView } from './calendar-view';
import { EventModal } from './event-modal';
import { DayEventList, EventsSidebar, MyAppointmentsPanel, useWideLayout } from './events-sidebar';
import { useCalendarContext, useCalendarEvents, useNow, useSlotRange } from './use-calendar';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select,
  input {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Group = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const RangeTitle = styled.h2`
  margin: 0 auto 0 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  align-self: center;
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.status.warning.background};
  color: ${({ theme }) => theme.colors.status.warning.text};
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
`;

const Main = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Busy = styled.p`
  position: absolute;
  inset: 0;
  z-index: 5;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.busyVeil};
  font-weight: 600;
`;

const VIEW_LABEL: Record<ViewName, string> = {
  dayGridMonth: 'calendar.views.month',
  timeGridWeek: 'calendar.views.week',
  timeGridDay: 'calendar.views.day',
};

const PALETTE = theme.colors.liveSession;

// The form (and its select and radio libraries) is fetched when it is first opened, not before the first event.
const AppointmentFormDrawer = lazy(() =>
  import('../appointment-form/appointment-form-drawer').then((module) => ({
    default: module.AppointmentFormDrawer,
  })),
);

function toEventInput(event: CalendarEventItem): EventInput {
  const colors = eventColors(event, PALETTE);
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    backgroundColor: colors.backgroundColor,
    borderColor: colors.borderColor,
    textColor: colors.textColor,
    classNames: [colors.className, `mf-event--${event.type.toLowerCase()}`],
  };
}

interface Selection {
  therapistUserId: string;
  ownCalendarId: string | null;
}

/** Which calendar is on screen: an integrated colleague's, else the chosen (or profile) own calendar. */
function resolveCalendar(context: CalendarContext | undefined, selection: Selection, userId: string) {
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

export function CalendarPage() {
  const { t } = useTranslation('mf-calendar');
  const session = useSession();
  if (!session) {
    return (
      <PageLayout title={t('calendar.title')}>
        <PageSpinner label={t('calendar.loading')} />
      </PageLayout>
    );
  }
  return <CalendarScreen userId={session.userId} />;
}

function CalendarScreen({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('mf-calendar');
  const [searchParams, setSearchParams] = useSearchParams();
  const wide = useWideLayout();
  const now = useNow();
  const calendarRef = useRef<FullCalendar | null>(null);

  const [initial] = useState(() => {
    const prefs = loadPrefs(window.localStorage, userId);
    const today = new Date();
    const range = visibleRange(prefs.view, today);
    return { prefs, today, range: { start: range.start.toISOString(), end: range.end.toISOString() } };
  });
  const [view, setView] = useState<ViewName>(initial.prefs.view);
  const [range, setRange] = useState(initial.range);
  const [rangeTitle, setRangeTitle] = useState('');
  const [selectedDay, setSelectedDay] = useState(() => startOfDay(initial.today));
  const [selection, setSelection] = useState<Selection>({
    therapistUserId: initial.prefs.therapistUserId ?? userId,
    ownCalendarId: initial.prefs.calendarId,
  });
  const [formMode, setFormModeState] = useState<AppointmentFormMode | null>(null);
  // Once opened the drawer stays mounted, so closing it can return focus and animate like any dialog.
  const [formUsed, setFormUsed] = useState(false);
  const setFormMode = useCallback((mode: AppointmentFormMode | null) => {
    setFormModeState(mode);
    if (mode) setFormUsed(true);
  }, []);
  const [modalEventId, setModalEventId] = useState<string | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  // FullCalendar mounts in a second, deferred render: the first commit starts the queries, so the grid is
  // built while the events are on their way rather than before they are requested.
  const gridMounted = useDeferredValue(true, false);
  const context = useCalendarContext();
  const viewed = resolveCalendar(context.data, selection, userId);
  // A returning therapist's own calendar is drawn at once from what was remembered; the context (integration,
  // calendars, colleagues) confirms it a moment later and redirects if the calendar is gone.
  const optimistic =
    context.isPending && Boolean(initial.prefs.calendarId) && selection.therapistUserId === userId;
  const isOwnCalendar = viewed.therapistUserId === userId;
  const events = useCalendarEvents(viewed.calendarId, range.start, range.end);
  const isTimeGrid = view !== 'dayGridMonth';
  const slots = useSlotRange(viewed.therapistUserId, range.start, range.end, isTimeGrid);

  // The remembered choice is merged into what is stored, so handlers need no copy of the other fields.
  const persist = (next: Partial<CalendarPrefs>) =>
    savePrefs(window.localStorage, userId, { ...loadPrefs(window.localStorage, userId), ...next });

  // Remember the resolved own calendar, so the next visit fetches its events before the context has loaded.
  const resolvedOwnCalendar = context.data && isOwnCalendar ? viewed.calendarId : null;
  useEffect(() => {
    if (resolvedOwnCalendar && loadPrefs(window.localStorage, userId).calendarId !== resolvedOwnCalendar) {
      savePrefs(window.localStorage, userId, {
        ...loadPrefs(window.localStorage, userId),
        calendarId: resolvedOwnCalendar,
      });
    }
  }, [resolvedOwnCalendar, userId]);

  const rememberedRange = useMemo(
    () => loadSlotRange(window.localStorage, viewed.therapistUserId),
    [viewed.therapistUserId],
  );
  useEffect(() => {
    if (slots.data) saveSlotRange(window.localStorage, viewed.therapistUserId, slots.data);
  }, [slots.data, viewed.therapistUserId]);

  // A calendar switch: the previous calendar's events are cleared while the new ones load.
  const current = events.data?.calendarId === viewed.calendarId ? events.data.events : undefined;
  const clearing = Boolean(viewed.calendarId && events.data && events.data.calendarId !== viewed.calendarId);
  const eventList = useMemo(() => current ?? [], [current]);
  const eventInputs = useMemo(() => eventList.map(toEventInput), [eventList]);
  const eventsById = useMemo(() => new Map(eventList.map((event) => [event.id, event])), [eventList]);

  const dayInRange = selectedDay >= parseISO(range.start) && selectedDay < parseISO(range.end);
  const dayStart = selectedDay.toISOString();
  const dayEvents = useCalendarEvents(
    viewed.calendarId,
    dayStart,
    addDays(selectedDay, 1).toISOString(),
    !dayInRange,
  );
  const daySource = dayInRange
    ? current
    : dayEvents.data?.calendarId === viewed.calendarId
      ? dayEvents.data.events
      : undefined;
  const dayList = useMemo(
    () => (daySource && daySource.length > 0 ? dayListEvents(daySource, selectedDay) : null),
    [daySource, selectedDay],
  );

  // The sidebar follows a moment later: the calendar grid gets new events painted first.
  const deferredDayList = useDeferredValue(dayList);
  const deferredDay = useDeferredValue(selectedDay);
  const actionContext: MainActionContext = useMemo(
    () => ({ now: new Date(now), userId, isOwnCalendar }),
    [now, userId, isOwnCalendar],
  );
  const myAppointments = useMemo(
    () =>
      isOwnCalendar
        ? eventList
            .filter(
              (event) =>
                event.type === 'APPOINTMENT' &&
                event.appointmentId &&
                event.appointmentTherapistUserId === userId &&
                (event.status === 'NOT_STARTED' || event.status === 'STARTED') &&
                new Date(event.end).getTime() > now,
            )
            .slice(0, 20)
        : [],
    [eventList, isOwnCalendar, userId, now],
  );

  const deferredMyAppointments = useDeferredValue(myAppointments);

  // The form: opened by state, or by ?isCreateAppointmentFormOpen=true (&freePatientId=…) from another screen.
  const urlMode: AppointmentFormMode | null =
    searchParams.get('isCreateAppointmentFormOpen') === 'true'
      ? {
          kind: 'create',
          ...(searchParams.get('freePatientId') ? { patientUserId: searchParams.get('freePatientId')! } : {}),
        }
      : null;
  const activeMode = formMode ?? urlMode;
  const bookingTherapist = isOwnCalendar ? {} : { therapistUserId: viewed.therapistUserId };
  const openCreate = (start?: Date) =>
    setFormMode({ kind: 'create', ...(start ? { start } : {}), ...bookingTherapist });
  const openEdit = (appointmentId: string) => {
    setModalEventId(null);
    setFormMode({ kind: 'edit', appointmentId });
  };
  const closeForm = () => {
    setFormMode(null);
    if (urlMode) {
      const next = new URLSearchParams(searchParams);
      next.delete('isCreateAppointmentFormOpen');
      next.delete('freePatientId');
      setSearchParams(next, { replace: true });
    }
  };

  // Handlers given to FullCalendar stay stable so it does not re-render on unrelated state.
  const onDatesSet = useCallback(
    (arg: DatesSetArg) => {
      const nextView = arg.view.type as ViewName;
      setView(nextView);
      setRange((previous) => {
        const start = arg.start.toISOString();
        const end = arg.end.toISOString();
        return previous.start === start && previous.end === end ? previous : { start, end };
      });
      setRangeTitle(arg.view.title);
      setSelectedDay((day) => {
        if (nextView === 'timeGridDay') return startOfDay(arg.start);
        if (day >= arg.view.currentStart && day < arg.view.currentEnd) return day;
        const today = startOfDay(new Date());
        return today >= arg.view.currentStart && today < arg.view.currentEnd
          ? today
          : startOfDay(arg.view.currentStart);
      });
      savePrefs(window.localStorage, userId, { ...loadPrefs(window.localStorage, userId), view: nextView });
    },
    [userId],
  );
  const viewedTherapist = viewed.therapistUserId;
  const onDateClick = useCallback(
    (arg: DateClickArg) => {
      if (arg.view.type === 'dayGridMonth') {
        calendarRef.current?.getApi().changeView('timeGridDay', arg.date);
        return;
      }
      setSelectedDay(startOfDay(arg.date));
      setFormMode({
        kind: 'create',
        start: arg.date,
        ...(viewedTherapist !== userId ? { therapistUserId: viewedTherapist } : {}),
      });
    },
    [userId, viewedTherapist, setFormMode],
  );
  const onEventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    setModalEventId(arg.event.id);
  }, []);

  const api = () => calendarRef.current?.getApi();
  const changeView = (next: ViewName) => api()?.changeView(next);
  const pickDay = (value: string) => {
    if (!value) return;
    const day = startOfDay(parseISO(value));
    setSelectedDay(day);
    api()?.gotoDate(day);
  };
  const chooseTherapist = (therapistUserId: string) => {
    setSelection((previous) => ({ ...previous, therapistUserId }));
    persist({ therapistUserId });
  };
  const chooseOwnCalendar = (calendarId: string) => {
    setSelection((previous) => ({ ...previous, ownCalendarId: calendarId }));
    persist({ calendarId });
  };

  if (context.isPending && !optimistic) {
    return (
      <PageLayout title={t('calendar.title')}>
        <PageSpinner label={t('calendar.loading')} />
      </PageLayout>
    );
  }
  if (context.isError) {
    return (
      <PageLayout title={t('calendar.title')}>
        <EmptyState
          role="alert"
          title={t('calendar.errors.load')}
          action={<Button onClick={() => void context.refetch()}>{t('calendar.actions.retry')}</Button>}
        />
      </PageLayout>
    );
  }
  if (context.data && !context.data.isIntegrated) return <Navigate to="/calendar-integration" replace />;
  const therapists = context.data?.therapists ?? [];
  const ownCalendars = context.data?.ownCalendars ?? [];

  const modalEvent = modalEventId ? (eventsById.get(modalEventId) ?? null) : null;
  const gridReady =
    gridMounted && (!isTimeGrid || !slots.isPending || slots.isError || rememberedRange !== null);
  const slotMinTime = slots.data?.slotMinTime ?? rememberedRange?.slotMinTime ?? '07:00:00';
  const slotMaxTime = slots.data?.slotMaxTime ?? rememberedRange?.slotMaxTime ?? '25:00:00';
  const me = therapists.find((therapist) => therapist.id === userId);

  const sidebarContent = (
    <>
      {isOwnCalendar && (
        <MyAppointmentsPanel
          appointments={deferredMyAppointments}
          onCreate={() => openCreate()}
          onEdit={openEdit}
        />
      )}
      <DayEventList day={deferredDay} events={deferredDayList} actionContext={actionContext} />
    </>
  );

  return (
    <PageLayout
      title={t('calendar.title')}
      actions={
        <>
          {!isOwnCalendar && <Button onClick={() => openCreate()}>{t('calendar.actions.create')}</Button>}
          {!wide && (
            <Button onClick={() => setSidebarOpen(true)} aria-expanded={sidebarOpen}>
              {t('calendar.sidebar.open')}
            </Button>
          )}
        </>
      }
    >
      <Controls>
        <label>
          {t('calendar.selects.therapist')}
          <select value={viewed.therapistUserId} onChange={(event) => chooseTherapist(event.target.value)}>
            {!me && <option value={userId}>{t('calendar.selects.you')}</option>}
            {therapists.map((therapist) => (
              <option key={therapist.id} value={therapist.id}>
                {therapist.id === userId
                  ? t('calendar.selects.youNamed', { name: `${therapist.firstName} ${therapist.lastName}` })
                  : `${therapist.firstName} ${therapist.lastName}`}
              </option>
            ))}
          </select>
        </label>
        {isOwnCalendar && ownCalendars.length > 0 && (
          <label>
            {t('calendar.selects.calendar')}
            <select
              value={viewed.calendarId ?? ''}
              onChange={(event) => chooseOwnCalendar(event.target.value)}
            >
              {ownCalendars.map((calendar) => (
                <option key={calendar.id} value={calendar.id}>
                  {calendar.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('calendar.toolbar.day')}
          <input
            type="date"
            value={format(selectedDay, 'yyyy-MM-dd')}
            onChange={(event) => pickDay(event.target.value)}
          />
        </label>
      </Controls>
      {!isOwnCalendar && <Warning role="status">{t('calendar.notYourCalendar')}</Warning>}
      <Controls as="nav" aria-label={t('calendar.toolbar.label')}>
        <RangeTitle aria-live="polite">{rangeTitle}</RangeTitle>
        <Group>
          <Button onClick={() => api()?.prev()}>{t('calendar.toolbar.previous')}</Button>
          <Button onClick={() => api()?.today()}>{t('calendar.toolbar.today')}</Button>
          <Button onClick={() => api()?.next()}>{t('calendar.toolbar.next')}</Button>
        </Group>
        <Group role="group" aria-label={t('calendar.views.label')}>
          {CALENDAR_VIEWS.map((name) => (
            <Button
              key={name}
              variant={view === name ? 'primary' : 'secondary'}
              aria-pressed={view === name}
              onClick={() => changeView(name)}
            >
              {t(VIEW_LABEL[name])}
            </Button>
          ))}
        </Group>
      </Controls>
      {events.isError && (
        <EmptyState
          role="alert"
          title={t('calendar.errors.load')}
          action={<Button onClick={() => void events.refetch()}>{t('calendar.actions.retry')}</Button>}
        />
      )}
      <Body>
        <Main aria-busy={clearing || events.isFetching}>
          {clearing && <Busy role="status">{t('calendar.clearing')}</Busy>}
          {gridReady ? (
            <CalendarView
              calendarRef={calendarRef}
              initialView={initial.prefs.view}
              initialDate={initial.today}
              events={eventInputs}
              slotMinTime={slotMinTime}
              slotMaxTime={slotMaxTime}
              locale={i18n.language === 'en' ? 'en' : 'nb'}
              onDatesSet={onDatesSet}
              onDateClick={onDateClick}
              onEventClick={onEventClick}
            />
          ) : (
            <PageSpinner label={t('calendar.loading')} />
          )}
        </Main>
        <EventsSidebar wide={wide} open={sidebarOpen} onClose={() => setSidebarOpen(false)}>
          {sidebarContent}
        </EventsSidebar>
      </Body>
      <EventModal
        event={modalEvent}
        action={modalEvent ? mainAction(modalEvent, actionContext) : { kind: 'none' }}
        onClose={() => setModalEventId(null)}
        onEdit={openEdit}
      />
      {(formUsed || activeMode !== null) && (
        <Suspense fallback={<PageSpinner label={t('calendar.loading')} />}>
          <AppointmentFormDrawer
            open={activeMode !== null}
            onOpenChange={(open) => !open && closeForm()}
            mode={activeMode ?? { kind: 'create' }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
