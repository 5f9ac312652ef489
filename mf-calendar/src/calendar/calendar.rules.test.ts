import {
  DEFAULT_VIEW,
  dayListEvents,
  eventColorCss,
  eventColors,
  eventStateKey,
  eventsForView,
  journalItemAppointmentIds,
  loadPrefs,
  loadSlotRange,
  mainAction,
  prefsKey,
  savePrefs,
  saveSlotRange,
  slotRangeKey,
  slotRange,
  eventsExtent,
  rangeTitle,
  dayHeaderTitle,
  widenRange,
  visibleRange,
  type CalendarEventItem,
} from './calendar.rules';
import { enGB, nb } from 'date-fns/locale';
import { clinicInstant } from 'shared-ui';

const NOW = new Date(2026, 10, 18, 10, 0); // Wednesday 18 Nov 2026, 10:00 local
const ME = 'me';

function event(overrides: Partial<CalendarEventItem> = {}): CalendarEventItem {
  return {
    id: 'e1',
    type: 'APPOINTMENT',
    start: new Date(2026, 10, 18, 10, 30).toISOString(),
    end: new Date(2026, 10, 18, 11, 20).toISOString(),
    title: 'Individual therapy',
    liveSessionType: 'VIDEO',
    status: 'NOT_STARTED',
    calendarId: 'cal',
    appointmentId: 'a1',
    hasAppointmentData: true,
    appointmentTherapistUserId: ME,
    appointmentTypeName: 'Individual therapy',
    isDraft: false,
    patientUserId: 'p1',
    patientName: 'Kari Nordmann',
    ...overrides,
  };
}

const own = { now: NOW, userId: ME, isOwnCalendar: true };

describe('slotRange', () => {
  it('is 07:00–25:00 without working slots', () => {
    expect(slotRange([])).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '25:00:00' });
  });

  it('runs from the first slot to the last slot plus one hour, over all days', () => {
    // Oslo times, whatever the machine's zone: the grid draws the clinic's clock.
    const starts = [
      new Date(clinicInstant('2026-11-16', '09:00')),
      new Date(clinicInstant('2026-11-16', '15:30')),
      new Date(clinicInstant('2026-11-17', '08:00')),
      new Date(clinicInstant('2026-11-17', '12:00')),
    ];
    expect(slotRange(starts)).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '16:30:00' });
  });

  it('never runs past 25:00 for a late slot', () => {
    const late = [clinicInstant('2026-11-16', '22:00'), clinicInstant('2026-11-16', '23:30')];
    expect(slotRange(late.map((ms) => new Date(ms)))).toEqual({
      slotMinTime: '22:00:00',
      slotMaxTime: '24:30:00',
    });
  });
});

describe('widenRange / eventsExtent', () => {
  const at = (day: string, time: string) => new Date(clinicInstant(day, time)).toISOString();
  const working = { slotMinTime: '08:00:00', slotMaxTime: '16:30:00' };

  it('keeps the working range when every event is inside it', () => {
    expect(
      widenRange(
        working,
        eventsExtent([{ start: at('2026-11-16', '09:00'), end: at('2026-11-16', '09:50') }]),
      ),
    ).toEqual(working);
    expect(widenRange(working, eventsExtent([]))).toEqual(working);
  });

  it('widens by whole hours to an event before or after the working hours (never hidden)', () => {
    const events = [
      { start: at('2026-11-16', '17:00'), end: at('2026-11-16', '17:50') },
      { start: at('2026-11-17', '07:30'), end: at('2026-11-17', '08:20') },
    ];
    expect(widenRange(working, eventsExtent(events))).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '18:00:00',
    });
  });

  it('an event past midnight runs the grid into the next day, at most to 25:00', () => {
    const events = [{ start: at('2026-11-16', '23:30'), end: at('2026-11-17', '01:20') }];
    expect(widenRange(working, eventsExtent(events)).slotMaxTime).toBe('25:00:00');
  });
});

describe("rangeTitle / dayHeaderTitle (the spec's DD MMM YYYY)", () => {
  it('names the days shown, never the day after a grid that runs to 25:00', () => {
    // FullCalendar's currentEnd is exclusive: the week of 16–22 Nov ends at the start of the 23rd
    expect(rangeTitle('timeGridWeek', new Date(2026, 10, 16), new Date(2026, 10, 23), enGB)).toBe(
      '16 – 22 Nov 2026',
    );
    expect(rangeTitle('timeGridDay', new Date(2026, 10, 28), new Date(2026, 10, 29), enGB)).toBe(
      '28 Nov 2026',
    );
    expect(rangeTitle('dayGridMonth', new Date(2026, 10, 1), new Date(2026, 11, 1), enGB)).toBe(
      'November 2026',
    );
    expect(rangeTitle('timeGridWeek', new Date(2026, 10, 30), new Date(2026, 11, 7), enGB)).toBe(
      '30 Nov – 6 Dec 2026',
    );
    expect(rangeTitle('timeGridWeek', new Date(2026, 11, 28), new Date(2027, 0, 4), enGB)).toBe(
      '28 Dec 2026 – 3 Jan 2027',
    );
    expect(rangeTitle('timeGridDay', new Date(2026, 10, 28), new Date(2026, 10, 29), nb)).toBe(
      '28 nov. 2026',
    );
  });

  it("writes a week column as 'Mon 23 Nov'", () => {
    expect(dayHeaderTitle(new Date(2026, 10, 23), enGB)).toBe('Mon 23 Nov');
  });
});

describe('visibleRange', () => {
  it('starts weeks on Monday and months on the Monday of their first week, six weeks long', () => {
    expect(visibleRange('timeGridWeek', NOW)).toEqual({
      start: new Date(2026, 10, 16),
      end: new Date(2026, 10, 23),
    });
    expect(visibleRange('timeGridDay', NOW)).toEqual({
      start: new Date(2026, 10, 18),
      end: new Date(2026, 10, 19),
    });
    expect(visibleRange('dayGridMonth', NOW)).toEqual({
      start: new Date(2026, 9, 26),
      end: new Date(2026, 11, 7),
    });
  });
});

describe('mainAction', () => {
  it('offers Start 60 minutes ahead and not earlier', () => {
    expect(mainAction(event({ start: new Date(2026, 10, 18, 11, 0).toISOString() }), own)).toEqual({
      kind: 'start',
      reasons: [],
    });
    expect(mainAction(event({ start: new Date(2026, 10, 18, 11, 1).toISOString() }), own)).toEqual({
      kind: 'start',
      reasons: ['tooEarly'],
    });
    expect(mainAction(event({ start: new Date(2026, 10, 18, 12, 0).toISOString() }), own).kind).toBe('start');
  });

  it('offers nothing to start on a canceled appointment (issue 24: it showed a primary, disabled Start)', () => {
    expect(mainAction(event({ status: 'CANCELED' }), own)).toEqual({ kind: 'none' });
    expect(mainAction(event({ status: 'CANCELED', isDraft: true }), own)).toEqual({ kind: 'none' });
  });

  it('blocks a draft, one without data and one on another calendar, with every reason', () => {
    expect(mainAction(event({ isDraft: true }), own)).toEqual({ kind: 'start', reasons: ['draft'] });
    expect(
      mainAction(event({ appointmentId: null, hasAppointmentData: false, type: 'EXTERNAL' }), own),
    ).toEqual({
      kind: 'start',
      reasons: ['noData'],
    });
    expect(mainAction(event(), { ...own, isOwnCalendar: false })).toEqual({
      kind: 'start',
      reasons: ['notOwnCalendar'],
    });
    expect(
      mainAction(event({ appointmentTherapistUserId: 'other', isDraft: true }), {
        ...own,
        isOwnCalendar: false,
      }),
    ).toEqual({ kind: 'start', reasons: ['notOwnCalendar', 'notYourAppointment', 'draft'] });
  });

  it('opens a started appointment (never too early), shows finished ones as text and gives pauses no action', () => {
    expect(
      mainAction(event({ status: 'STARTED', start: new Date(2026, 10, 18, 18).toISOString() }), own),
    ).toEqual({
      kind: 'open',
      reasons: [],
    });
    expect(mainAction(event({ status: 'IN_PROGRESS' }), { ...own, isOwnCalendar: false })).toEqual({
      kind: 'open',
      reasons: ['notOwnCalendar'],
    });
    expect(mainAction(event({ status: 'FINISHED' }), own)).toEqual({ kind: 'finished' });
    expect(mainAction(event({ type: 'PAUSE' }), own)).toEqual({ kind: 'none' });
  });
});

describe('dayListEvents', () => {
  it("counts the clinic's day, not the browser's (00:30 in Oslo is 23:30 the day before in UTC)", () => {
    const early = event({
      id: 'early',
      start: new Date(clinicInstant('2026-11-19', '00:30')).toISOString(),
      end: new Date(clinicInstant('2026-11-19', '01:20')).toISOString(),
    });
    // The selected day is a display date: the clinic's calendar day (shared-ui's clinic clock).
    expect(dayListEvents([early], new Date(2026, 10, 19)).map((e) => e.id)).toEqual(['early']);
    expect(dayListEvents([early], new Date(2026, 10, 18))).toEqual([]);
  });

  it("keeps the day's appointments and external events; hides canceled ones, pauses and other days", () => {
    const list = dayListEvents(
      [
        event({ id: 'kept' }),
        event({ id: 'canceled', status: 'CANCELED' }),
        event({ id: 'pause', type: 'PAUSE' }),
        event({
          id: 'external',
          type: 'EXTERNAL',
          appointmentId: null,
          hasAppointmentData: false,
          status: null,
        }),
        event({
          id: 'tomorrow',
          start: new Date(2026, 10, 19, 9).toISOString(),
          end: new Date(2026, 10, 19, 10).toISOString(),
        }),
      ],
      NOW,
    );
    expect(list.map((item) => item.id)).toEqual(['kept', 'external']);
  });
});

describe('eventColors', () => {
  const palette = { video: 'V', phone: 'P', inOffice: 'O', canceled: 'C' };

  it('colours by live session type with video as the default, and canceled apart', () => {
    expect(
      eventColors({ type: 'APPOINTMENT', liveSessionType: 'VIDEO', status: 'NOT_STARTED' }, palette),
    ).toMatchObject({
      className: 'mf-event--video',
      backgroundColor: 'V',
    });
    expect(
      eventColors({ type: 'APPOINTMENT', liveSessionType: null, status: null }, palette).backgroundColor,
    ).toBe('V');
    expect(
      eventColors({ type: 'APPOINTMENT', liveSessionType: 'PHONE', status: 'STARTED' }, palette),
    ).toMatchObject({
      className: 'mf-event--phone',
      backgroundColor: 'P',
    });
    expect(
      eventColors({ type: 'APPOINTMENT', liveSessionType: 'IN_OFFICE', status: null }, palette),
    ).toMatchObject({
      className: 'mf-event--in-office',
      backgroundColor: 'O',
    });
    expect(
      eventColors({ type: 'APPOINTMENT', liveSessionType: 'PHONE', status: 'CANCELED' }, palette),
    ).toMatchObject({
      className: 'mf-event--canceled',
      borderColor: 'C',
    });
    expect(eventColors({ type: 'PAUSE', liveSessionType: 'PHONE', status: null }, palette)).toMatchObject({
      className: 'mf-event--pause mf-event--phone',
      borderColor: 'P',
    });
  });
});

describe('eventColorCss (the grid colours events by class)', () => {
  const palette = { video: 'V', phone: 'P', inOffice: 'O', canceled: 'C' };
  const css = eventColorCss(palette);
  const rule = (selector: string) =>
    css.split('\n').find((line) => line.startsWith(`${selector} {`)) ?? `no rule for ${selector}`;

  it('gives each class combination of eventColors its colours as FullCalendar variables', () => {
    expect(rule('.mf-event--video')).toContain('--fc-event-bg-color: V;');
    expect(rule('.mf-event--phone')).toContain('--fc-event-border-color: P;');
    expect(rule('.mf-event--in-office')).toContain('--fc-event-bg-color: O;');
    expect(rule('.mf-event--canceled')).toContain('--fc-event-border-color: C;');
    const pause = eventColors({ type: 'PAUSE', liveSessionType: 'PHONE', status: null }, palette);
    // Both classes: more specific than the live-session type's own rule.
    expect(rule('.mf-event--pause.mf-event--phone')).toBe(
      `.mf-event--pause.mf-event--phone { --fc-event-bg-color: ${pause.backgroundColor}; ` +
        `--fc-event-border-color: P; --fc-event-text-color: ${pause.textColor}; }`,
    );
    expect(css.split('\n')).toHaveLength(7);
  });
});

describe('remembered view and calendar', () => {
  it('is kept per user and falls back to the week view on missing or broken data', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(loadPrefs(storage, 'u1')).toEqual({ view: DEFAULT_VIEW, calendarId: null, therapistUserId: null });
    savePrefs(storage, 'u1', { view: 'dayGridMonth', calendarId: 'c1', therapistUserId: 'u2' });
    expect(loadPrefs(storage, 'u1')).toEqual({
      view: 'dayGridMonth',
      calendarId: 'c1',
      therapistUserId: 'u2',
    });
    expect(loadPrefs(storage, 'u2').view).toBe('timeGridWeek');
    store.set(prefsKey('u3'), '{"view":"listYear","calendarId":5}');
    expect(loadPrefs(storage, 'u3')).toEqual({
      view: 'timeGridWeek',
      calendarId: null,
      therapistUserId: null,
    });
    store.set(prefsKey('u4'), 'not json');
    expect(loadPrefs(storage, 'u4').view).toBe('timeGridWeek');
  });
});

describe('remembered slot range', () => {
  it('is kept per therapist and ignored when malformed', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(loadSlotRange(storage, 't1')).toBeNull();
    saveSlotRange(storage, 't1', { slotMinTime: '08:00:00', slotMaxTime: '16:30:00' });
    expect(loadSlotRange(storage, 't1')).toEqual({ slotMinTime: '08:00:00', slotMaxTime: '16:30:00' });
    expect(loadSlotRange(storage, 't2')).toBeNull();
    store.set(slotRangeKey('t3'), '{"slotMinTime":"8","slotMaxTime":"16:30:00"}');
    expect(loadSlotRange(storage, 't3')).toBeNull();
    store.set(slotRangeKey('t4'), '{');
    expect(loadSlotRange(storage, 't4')).toBeNull();
  });
});

describe('what the grid draws (issue 25)', () => {
  it('leaves pauses out of month view and keeps them in week and day view', () => {
    const events = [
      event({ id: 'a' }),
      event({ id: 'p', type: 'PAUSE' }),
      event({ id: 'x', type: 'EXTERNAL' }),
    ];
    expect(eventsForView(events, 'dayGridMonth').map((e) => e.id)).toEqual(['a', 'x']);
    expect(eventsForView(events, 'timeGridWeek').map((e) => e.id)).toEqual(['a', 'p', 'x']);
    expect(eventsForView(events, 'timeGridDay').map((e) => e.id)).toEqual(['a', 'p', 'x']);
  });

  it("names an appointment's state; pauses and external events have none", () => {
    expect(eventStateKey(event())).toBe('notStarted');
    expect(eventStateKey(event({ isDraft: true }))).toBe('draft');
    expect(eventStateKey(event({ status: 'STARTED' }))).toBe('started');
    expect(eventStateKey(event({ status: 'IN_PROGRESS' }))).toBe('started');
    expect(eventStateKey(event({ status: 'FINISHED' }))).toBe('finished');
    expect(eventStateKey(event({ status: 'CANCELED', isDraft: true }))).toBe('canceled');
    expect(eventStateKey(event({ type: 'PAUSE' }))).toBeNull();
    expect(eventStateKey(event({ type: 'EXTERNAL', status: null }))).toBeNull();
  });
});

describe('journalItemAppointmentIds (001 §2)', () => {
  it("offers the journal item on the user's own finished appointments only", () => {
    const events = [
      event({ id: '1', appointmentId: 'finished', status: 'FINISHED' }),
      event({ id: '2', appointmentId: 'coming', status: 'NOT_STARTED' }),
      event({ id: '3', appointmentId: 'theirs', status: 'FINISHED', appointmentTherapistUserId: 'other' }),
      event({ id: '4', appointmentId: 'pause', status: 'FINISHED', type: 'PAUSE' }),
      event({ id: '5', appointmentId: 'nodata', status: 'FINISHED', hasAppointmentData: false }),
    ];
    expect(journalItemAppointmentIds(events, ME)).toEqual(['finished']);
  });
});
