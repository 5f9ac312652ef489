import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainList, theme } from 'shared-ui';
import { eventColorCss } from './calendar.rules';

/** The same rules as the grid's (calendar-view.tsx): one source for what a class looks like. */
const COLOR_CSS = eventColorCss(theme.colors.liveSession);

const List = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.textMuted};
  ${COLOR_CSS}
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A swatch drawn with the same classes as the grid's events, so the legend cannot drift from their colours. */
const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 3px;
  border: 1px solid var(--fc-event-border-color);
  background-color: var(--fc-event-bg-color);
`;

/** Canceled events' titles are struck through in the grid; the legend shows it the same way. */
const Struck = styled.span`
  text-decoration: line-through;
`;

const KINDS = [
  { key: 'VIDEO', className: 'mf-event--video' },
  { key: 'PHONE', className: 'mf-event--phone' },
  { key: 'IN_OFFICE', className: 'mf-event--in-office' },
] as const;

/**
 * What the events' colours mean (issue 25): the live session types, a canceled appointment and, in week and day
 * view, the pause after an appointment.
 */
export const CalendarLegend = memo(function CalendarLegend({ showPause }: { showPause: boolean }) {
  const { t } = useTranslation('mf-calendar');
  return (
    <List aria-label={t('calendar.legend.label')} className="mf-calendar-legend">
      {KINDS.map(({ key, className }) => (
        <Item key={key}>
          <Swatch className={className} aria-hidden="true" />
          {t(`calendar.liveSessionType.${key}`)}
        </Item>
      ))}
      <Item>
        <Swatch className="mf-event--canceled" aria-hidden="true" />
        <Struck>{t('calendar.event.canceled')}</Struck>
      </Item>
      {showPause && (
        <Item>
          <Swatch className="mf-event--pause mf-event--video" aria-hidden="true" />
          {t('calendar.event.pause')}
        </Item>
      )}
    </List>
  );
});
