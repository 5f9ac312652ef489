import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, DateField, formatDisplayDate, Select } from 'shared-ui';
import { CALENDAR_VIEWS, type CalendarView } from './calendar.rules';
import type { CalendarOption, TherapistOption } from './calendar.resource';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
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

const VIEW_LABEL: Record<CalendarView, string> = {
  dayGridMonth: 'calendar.views.month',
  timeGridWeek: 'calendar.views.week',
  timeGridDay: 'calendar.views.day',
};

export interface CalendarToolbarProps {
  userId: string;
  therapists: TherapistOption[];
  ownCalendars: CalendarOption[];
  viewedTherapistId: string;
  viewedCalendarId: string | null;
  isOwnCalendar: boolean;
  selectedDay: Date;
  /** FullCalendar's title of the visible range. */
  title: string;
  view: CalendarView;
  onChooseTherapist: (therapistUserId: string) => void;
  onChooseCalendar: (calendarId: string) => void;
  onPickDay: (value: string) => void;
  onNavigate: (to: 'prev' | 'today' | 'next') => void;
  onChangeView: (view: CalendarView) => void;
}

/** The calendar's selects (therapist, own calendar, day), the colleague warning, and range/view navigation. */
export const CalendarToolbar = memo(function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation('mf-calendar');
  const { userId, therapists, ownCalendars, isOwnCalendar, view } = props;
  const me = therapists.find((therapist) => therapist.id === userId);
  return (
    <>
      <Controls>
        <Select
          label={t('calendar.selects.therapist')}
          value={props.viewedTherapistId}
          onValueChange={props.onChooseTherapist}
          options={[
            ...(me ? [] : [{ value: userId, label: t('calendar.selects.you') }]),
            ...therapists.map((therapist) => {
              const name = `${therapist.firstName} ${therapist.lastName}`;
              return {
                value: therapist.id,
                label: therapist.id === userId ? t('calendar.selects.youNamed', { name }) : name,
              };
            }),
          ]}
        />
        {isOwnCalendar && ownCalendars.length > 0 && (
          <Select
            label={t('calendar.selects.calendar')}
            value={props.viewedCalendarId ?? ''}
            onValueChange={props.onChooseCalendar}
            options={ownCalendars.map((calendar) => ({ value: calendar.id, label: calendar.name }))}
          />
        )}
        <DateField
          label={t('calendar.toolbar.day')}
          value={formatDisplayDate(props.selectedDay, 'yyyy-MM-dd')}
          // '' while the typed text is not a whole date yet: the calendar stays where it is.
          onChange={(day) => day && props.onPickDay(day)}
        />
      </Controls>
      {!isOwnCalendar && <Warning role="status">{t('calendar.notYourCalendar')}</Warning>}
      <Controls as="nav" aria-label={t('calendar.toolbar.label')}>
        <RangeTitle aria-live="polite">{props.title}</RangeTitle>
        <Group>
          <Button onClick={() => props.onNavigate('prev')}>{t('calendar.toolbar.previous')}</Button>
          <Button onClick={() => props.onNavigate('today')}>{t('calendar.toolbar.today')}</Button>
          <Button onClick={() => props.onNavigate('next')}>{t('calendar.toolbar.next')}</Button>
        </Group>
        <Group role="group" aria-label={t('calendar.views.label')}>
          {CALENDAR_VIEWS.map((name) => (
            <Button
              key={name}
              variant={view === name ? 'primary' : 'secondary'}
              aria-pressed={view === name}
              onClick={() => props.onChangeView(name)}
            >
              {t(VIEW_LABEL[name])}
            </Button>
          ))}
        </Group>
      </Controls>
    </>
  );
});
