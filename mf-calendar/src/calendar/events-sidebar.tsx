import { Minus, Plus } from 'lucide-react';
import { type ReactNode, memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Link,
  List,
  ListItem,
  PersonalData,
  StatusChip,
  useDateLocale,
  useMediaQuery,
  formatClinic,
  formatDisplayDate,
  theme,
} from 'shared-ui';
import {
  journalItemAppointmentIds,
  journalItemPatientIds,
  mainAction,
  type CalendarEventItem,
  type MainActionContext,
} from './calendar.rules';
import { useJournaledAppointments } from './use-calendar';
import { AppointmentAction } from './appointment-action';
import { useEventSubtitle } from './event-modal';

// Asked as "narrow" so that where matchMedia is missing (useMediaQuery answers false) the layout is the wide one.
const NARROW_QUERY = `(max-width: ${theme.breakpoints.menuCollapse}px)`;

/** Above 1200 px the events sidebar stays beside the calendar (000 §2.3); below it opens over the page. */
export function useWideLayout(): boolean {
  return !useMediaQuery(NARROW_QUERY);
}

const Aside = styled.aside<{ $floating: boolean }>`
  width: ${({ theme }) => theme.layout.eventsSidebar};
  flex: 0 0 ${({ theme }) => theme.layout.eventsSidebar};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: ${({ theme }) => theme.space(4)};
  overflow: auto;
  ${({ $floating, theme }) =>
    $floating
      ? `position: fixed; top: 0; right: 0; bottom: 0; border-radius: 0; z-index: ${theme.zIndex.modal}; box-shadow: ${theme.shadow};`
      : ''}
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;

/** A day-list or My-appointments row: title, time line, patient and its action stacked. */
const Item = styled(ListItem)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  > button,
  > a,
  > span:last-child {
    align-self: flex-start;
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Disclosure = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export interface DayEventListProps {
  day: Date;
  /** null: nothing loaded (no calendar, failed or still loading). */
  events: CalendarEventItem[] | null;
  actionContext: MainActionContext;
}

/** The selected day's events with their main action; canceled appointments and pauses are hidden. */
export const DayEventList = memo(function DayEventList({ day, events, actionContext }: DayEventListProps) {
  const { t } = useTranslation('mf-calendar');
  const locale = useDateLocale();
  const subtitle = useEventSubtitle();
  const headingId = useId();
  const journalIds = useMemo(
    () => journalItemAppointmentIds(events ?? [], actionContext.userId),
    [events, actionContext.userId],
  );
  const journalPatientIds = useMemo(
    () => journalItemPatientIds(events ?? [], actionContext.userId),
    [events, actionContext.userId],
  );
  const journaled = useJournaledAppointments(journalIds, journalPatientIds);
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{formatDisplayDate(day, 'EEEE d MMMM', locale)}</SectionTitle>
      {events === null ? (
        <EmptyState title={t('calendar.empty')} />
      ) : events.length === 0 ? (
        <EmptyState title={t('calendar.emptyDay')} />
      ) : (
        <List aria-label={t('calendar.dayList')}>
          {events.map((event) => (
            <Item key={event.id} data-event-id={event.id}>
              <strong>{event.title || t('calendar.event.untitled')}</strong>
              <Muted>
                {formatClinic(event.start, 'HH:mm')}–{formatClinic(event.end, 'HH:mm')} · {subtitle(event)}
              </Muted>
              {event.patientName && (
                <span>
                  <PersonalData>{event.patientName}</PersonalData>
                </span>
              )}
              <AppointmentAction event={event} action={mainAction(event, actionContext)} />
              {/* The journal item (001 §2): after a finished session, its record is added or still to add. */}
              {journalIds.includes(event.appointmentId ?? '') &&
                journaled.isSuccess &&
                (journaled.data.includes(event.appointmentId!) ? (
                  <StatusChip tone="success">{t('calendar.journal.added')}</StatusChip>
                ) : (
                  <Link to={`/appointments/${event.appointmentId}/journal-record-new`}>
                    {t('calendar.journal.add')}
                  </Link>
                ))}
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
});

export interface MyAppointmentsPanelProps {
  /** The signed-in therapist's coming appointments in the loaded range. */
  appointments: CalendarEventItem[];
  onCreate: () => void;
  onEdit: (appointmentId: string) => void;
}

/** 'My appointments' (001 §2): a collapsible panel with a create button and an edit button per appointment. */
export const MyAppointmentsPanel = memo(function MyAppointmentsPanel({
  appointments,
  onCreate,
  onEdit,
}: MyAppointmentsPanelProps) {
  const { t } = useTranslation('mf-calendar');
  const locale = useDateLocale();
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section>
      <Disclosure
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('calendar.myAppointments.title')}
        {open ? <Minus size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
      </Disclosure>
      <div id={panelId} hidden={!open} style={{ marginTop: 12 }}>
        <Button variant="primary" onClick={onCreate}>
          {t('calendar.actions.create')}
        </Button>
        {appointments.length === 0 ? (
          <Spaced>
            <EmptyState title={t('calendar.myAppointments.empty')} />
          </Spaced>
        ) : (
          <List style={{ marginTop: 12 }} aria-label={t('calendar.myAppointments.title')}>
            {appointments.map((event) => (
              <Item key={event.id}>
                <strong>{event.title || t('calendar.event.untitled')}</strong>
                <Muted>
                  {formatClinic(event.start, 'EEE dd MMM, HH:mm', locale)}
                  {event.patientName && (
                    <>
                      {' · '}
                      <PersonalData>{event.patientName}</PersonalData>
                    </>
                  )}
                </Muted>
                <Button
                  variant="ghost"
                  onClick={() => onEdit(event.appointmentId!)}
                  aria-label={t('calendar.myAppointments.editLabel', { title: event.title })}
                >
                  {t('calendar.actions.edit')}
                </Button>
              </Item>
            ))}
          </List>
        )}
      </div>
    </section>
  );
});

export interface EventsSidebarProps {
  wide: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** 300 px; beside the calendar on wide screens, else over the page with an overlay that closes it. */
export function EventsSidebar({ wide, open, onClose, children }: EventsSidebarProps) {
  const { t } = useTranslation('mf-calendar');
  if (wide)
    return (
      <Aside $floating={false} aria-label={t('calendar.sidebar.label')}>
        {children}
      </Aside>
    );
  if (!open) return null;
  return (
    <>
      <Overlay data-testid="events-sidebar-overlay" onClick={onClose} aria-hidden="true" />
      <Aside
        $floating
        aria-label={t('calendar.sidebar.label')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <Button variant="ghost" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('calendar.sidebar.close')}
        </Button>
        {children}
      </Aside>
    </>
  );
}
