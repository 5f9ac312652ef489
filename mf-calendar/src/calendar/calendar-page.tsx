import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { parseISO, startOfDay } from 'date-fns';
import type { DateClickArg } from '@fullcalendar/interaction';
import type { EventClickArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, PageLayout, PageSpinner, useSession, instantOfDisplayDate } from 'shared-ui';
import {
  DEFAULT_SLOT_MAX,
  DEFAULT_SLOT_MIN,
  mainAction,
  widenRange,
  type CalendarView as ViewName,
  type MainActionContext,
} from './calendar.rules';
import { CalendarLegend } from './calendar-legend';
import { CalendarIntegrationModal, CalendarSettingsModal } from './calendar-settings';
import { CalendarToolbar } from './calendar-toolbar';
import { CalendarView } from './calendar-view';
import { EventModal } from './event-modal';
import { DayEventList, EventsSidebar, MyAppointmentsPanel, useWideLayout } from './events-sidebar';
import { useNow, useSlotRange } from './use-calendar';
import { useAppointmentDrawer } from './use-appointment-drawer';
import { useCalendarPreferences, useRememberedSlotRange } from './use-calendar-preferences';
import { useViewedCalendar } from './use-viewed-calendar';
import { useViewedEvents } from './use-viewed-events';
import { useVisibleRange } from './use-visible-range';

/** The spec's calendar height (000 §2.4). */
const CALENDAR_HEIGHT_VH = 78;

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: stretch;
  min-height: 0;
`;

const Main = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

/** The grid and the events sidebar: 78vh, the spec's height (000 §2.4); the grid scrolls inside it. */
function FittedBody({ children }: { children: ReactNode }) {
  return (
    <Body style={{ height: `${CALENDAR_HEIGHT_VH}vh` }} data-testid="calendar-body">
      {children}
    </Body>
  );
}

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

// The form (and its select and radio libraries) is fetched when it is first opened, not before the first event.
const AppointmentFormDrawer = lazy(() =>
  import('../appointment-form/appointment-form-drawer').then((module) => ({
    default: module.AppointmentFormDrawer,
  })),
);

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
  const wide = useWideLayout();
  const now = useNow();
  const calendarRef = useRef<FullCalendar | null>(null);
  const [modalEventId, setModalEventId] = useState<string | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [dialog, setDialog] = useState<'settings' | 'integration' | null>(null);
  const form = useAppointmentDrawer();

  const { initial, persist } = useCalendarPreferences(userId);
  const visible = useVisibleRange(initial, persist);
  // FullCalendar mounts in a second, deferred render: the first commit starts the queries, so the grid is
  // built while the events are on their way rather than before they are requested.
  const gridMounted = useDeferredValue(true, false);
  const viewed = useViewedCalendar(userId, initial.prefs, persist);
  const { context, isOwnCalendar } = viewed;
  const events = useViewedEvents({
    userId,
    calendarId: viewed.calendarId,
    isOwnCalendar,
    range: visible.range,
    selectedDay: visible.selectedDay,
    view: visible.view,
    now,
  });
  const isTimeGrid = visible.view !== 'dayGridMonth';
  const slots = useSlotRange(viewed.therapistUserId, visible.range.start, visible.range.end, isTimeGrid);
  const rememberedRange = useRememberedSlotRange(viewed.therapistUserId, slots.data);
  const actionContext: MainActionContext = useMemo(
    () => ({ now: new Date(now), userId, isOwnCalendar }),
    [now, userId, isOwnCalendar],
  );

  // Handlers given to FullCalendar, the toolbar and the side lists stay stable: they are memoised, and a new
  // week's events then re-render the grid alone before its paint (the lists follow after it).
  const { setSelectedDay } = visible;
  const viewedTherapist = viewed.therapistUserId;
  const openForm = form.open;
  const openCreate = useCallback(
    () => openForm({ kind: 'create', ...(isOwnCalendar ? {} : { therapistUserId: viewedTherapist }) }),
    [openForm, isOwnCalendar, viewedTherapist],
  );
  const openEdit = useCallback(
    (appointmentId: string) => {
      setModalEventId(null);
      openForm({ kind: 'edit', appointmentId });
    },
    [openForm],
  );
  const onDateClick = useCallback(
    (arg: DateClickArg) => {
      if (arg.view.type === 'dayGridMonth') {
        calendarRef.current?.getApi().changeView('timeGridDay', arg.date);
        return;
      }
      setSelectedDay(startOfDay(arg.date));
      openForm({
        kind: 'create',
        // The grid's dates are display dates (the clinic's clock); the form wants the instant.
        start: new Date(instantOfDisplayDate(arg.date)),
        ...(viewedTherapist !== userId ? { therapistUserId: viewedTherapist } : {}),
      });
    },
    [userId, viewedTherapist, openForm, setSelectedDay],
  );
  const onEventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    setModalEventId(arg.event.id);
  }, []);

  // A day picked before the grid mounts (it waits for the slot range) is where it opens, not this week.
  const [openAt, setOpenAt] = useState(initial.today);
  const pickDay = useCallback(
    (value: string) => {
      if (!value) return;
      const day = startOfDay(parseISO(value));
      setSelectedDay(day);
      const calendar = calendarRef.current?.getApi();
      if (calendar) calendar.gotoDate(day);
      else setOpenAt(day);
    },
    [setSelectedDay],
  );
  const navigate = useCallback((to: 'prev' | 'today' | 'next') => calendarRef.current?.getApi()[to](), []);
  const changeView = useCallback((next: ViewName) => calendarRef.current?.getApi().changeView(next), []);

  if (context.isPending && !viewed.optimistic) {
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

  const gridRange = widenRange(
    slots.data ?? rememberedRange ?? { slotMinTime: DEFAULT_SLOT_MIN, slotMaxTime: DEFAULT_SLOT_MAX },
    events.extent,
  );
  const modalEvent = modalEventId ? (events.eventsById.get(modalEventId) ?? null) : null;
  const gridReady =
    gridMounted && (!isTimeGrid || !slots.isPending || slots.isError || rememberedRange !== null);

  return (
    <PageLayout
      title={t('calendar.title')}
      actions={
        <>
          {!isOwnCalendar && <Button onClick={openCreate}>{t('calendar.actions.create')}</Button>}
          <Button onClick={() => setDialog('settings')}>{t('calendar.settings.open')}</Button>
          {!wide && (
            <Button onClick={() => setSidebarOpen(true)} aria-expanded={sidebarOpen}>
              {t('calendar.sidebar.open')}
            </Button>
          )}
        </>
      }
    >
      <CalendarToolbar
        userId={userId}
        therapists={viewed.therapists}
        ownCalendars={viewed.ownCalendars}
        viewedTherapistId={viewed.therapistUserId}
        viewedCalendarId={viewed.calendarId}
        isOwnCalendar={isOwnCalendar}
        selectedDay={visible.selectedDay}
        title={visible.title}
        view={visible.view}
        onChooseTherapist={viewed.chooseTherapist}
        onChooseCalendar={viewed.chooseOwnCalendar}
        onPickDay={pickDay}
        onNavigate={navigate}
        onChangeView={changeView}
      />
      {events.query.isError && (
        <EmptyState
          role="alert"
          title={t('calendar.errors.load')}
          action={<Button onClick={() => void events.query.refetch()}>{t('calendar.actions.retry')}</Button>}
        />
      )}
      <CalendarLegend showPause={isTimeGrid} />
      <FittedBody>
        <Main aria-busy={events.clearing || events.query.isFetching}>
          {events.clearing && <Busy role="status">{t('calendar.clearing')}</Busy>}
          {gridReady ? (
            <CalendarView
              calendarRef={calendarRef}
              initialView={initial.prefs.view}
              initialDate={openAt}
              events={events.eventInputs}
              slotMinTime={gridRange.slotMinTime}
              slotMaxTime={gridRange.slotMaxTime}
              locale={i18n.language === 'en' ? 'en' : 'nb'}
              onDatesSet={visible.onDatesSet}
              onDateClick={onDateClick}
              onEventClick={onEventClick}
            />
          ) : (
            <PageSpinner label={t('calendar.loading')} />
          )}
        </Main>
        <EventsSidebar wide={wide} open={sidebarOpen} onClose={() => setSidebarOpen(false)}>
          {isOwnCalendar && (
            <MyAppointmentsPanel
              appointments={events.myAppointments}
              onCreate={openCreate}
              onEdit={openEdit}
            />
          )}
          <DayEventList day={events.day} events={events.dayList} actionContext={actionContext} />
        </EventsSidebar>
      </FittedBody>
      <EventModal
        event={modalEvent}
        action={modalEvent ? mainAction(modalEvent, actionContext) : { kind: 'none' }}
        onClose={() => setModalEventId(null)}
        onEdit={openEdit}
      />
      <CalendarSettingsModal
        open={dialog === 'settings'}
        onClose={() => setDialog(null)}
        view={visible.view}
        onChangeView={changeView}
        onOpenIntegration={() => setDialog('integration')}
      />
      <CalendarIntegrationModal open={dialog === 'integration'} onClose={() => setDialog(null)} />
      {form.mounted && (
        <Suspense fallback={<PageSpinner label={t('calendar.loading')} />}>
          <AppointmentFormDrawer
            open={form.mode !== null}
            onOpenChange={(open) => !open && form.close()}
            mode={form.mode ?? { kind: 'create' }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
