import type { EventContentArg } from '@fullcalendar/core';
import { renderEventContent } from './calendar-view';

const arg = (title: string, timeText: string, view = 'timeGridWeek') =>
  ({ event: { title }, timeText, view: { type: view } }) as unknown as EventContentArg;

describe('renderEventContent (a grid event’s inside as one HTML string)', () => {
  it('has FullCalendar’s classes: time, then title, without the flex wrappers', () => {
    expect(renderEventContent(arg('Session', '08:00 - 08:20'))).toEqual({
      html: '<div class="fc-event-time">08:00 - 08:20</div><div class="fc-event-title">Session</div>',
    });
  });

  it('escapes titles from external calendars', () => {
    const { html } = renderEventContent(arg('<img src=x onerror="alert(1)"> & \'co\'', '09:00')) as {
      html: string;
    };
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;');
    expect(html).not.toContain('<img');
  });

  it('keeps a box for an untitled event and leaves the month view to FullCalendar', () => {
    expect((renderEventContent(arg('', '')) as { html: string }).html).toBe(
      '<div class="fc-event-title">&nbsp;</div>',
    );
    expect(renderEventContent(arg('Session', '08:00', 'dayGridMonth'))).toBe(true);
  });
});
