import type { EventContentArg } from '@fullcalendar/core';
import { moreLinkDidMount, renderEventContent } from './calendar-view';

const arg = (
  title: string,
  timeText: string,
  view = 'timeGridWeek',
  extendedProps: { patientName?: string; state?: string } = {},
) => ({ event: { title, extendedProps }, timeText, view: { type: view } }) as unknown as EventContentArg;

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

  it('keeps a box for an untitled event', () => {
    expect((renderEventContent(arg('', '')) as { html: string }).html).toBe(
      '<div class="fc-event-title">&nbsp;</div>',
    );
  });

  it('says whose appointment it is and where it stands (issue 25), the name marked as personal data', () => {
    const { html } = renderEventContent(
      arg('Session', '08:00 - 08:50', 'timeGridWeek', { patientName: 'Kari <N>', state: 'Not started' }),
    ) as { html: string };
    expect(html).toBe(
      '<div class="fc-event-time">08:00 - 08:50</div><div class="mf-event-state">Not started</div>' +
        '<div class="mf-event-patient" data-personal-data="">Kari &lt;N&gt;</div>' +
        '<div class="fc-event-title">Session</div>',
    );
  });

  it("shows the patient's name in month view (the title when there is none), after the dot and time", () => {
    expect(
      (
        renderEventContent(arg('Session', '08:00', 'dayGridMonth', { patientName: 'Kari' })) as {
          html: string;
        }
      ).html,
    ).toBe(
      '<div class="fc-daygrid-event-dot"></div><div class="fc-event-time">08:00</div>' +
        '<div class="fc-event-title mf-event-patient" data-personal-data="">Kari</div>',
    );
    expect((renderEventContent(arg('Busy', '09:00', 'dayGridMonth')) as { html: string }).html).toContain(
      '<div class="fc-event-title">Busy</div>',
    );
  });
});

describe("'+N more' (axe aria-allowed-attr, issue 25)", () => {
  it('is a button, so the aria-expanded FullCalendar puts on it is allowed', () => {
    const link = document.createElement('a');
    link.setAttribute('aria-expanded', 'false');
    moreLinkDidMount({ el: link });
    expect(link).toHaveAttribute('role', 'button');
  });
});
