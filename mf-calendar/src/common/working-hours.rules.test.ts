import {
  DEFAULT_DAY_SLOTS,
  SLOT_TIMES,
  buildWorkingHoursSave,
  defaultTemplate,
  initialTab,
  osloInstant,
  osloLocal,
  shouldOpenWorkingHoursModal,
  slotEnd,
  templateFromData,
  timelineButtons,
  workingWindow,
  type WorkingHoursData,
} from './working-hours.rules';

const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday
const window = workingWindow(NOW);

function data(overrides: Partial<WorkingHoursData> = {}): WorkingHoursData {
  return {
    isTemporaryPasswordResolved: true,
    isDataProcessingAgreementAgreed: true,
    row: {
      id: 'w1',
      lastDateOfWeek: '2026-11-29',
      fullTime: {},
      weekStatus: {},
      isSameForAllTypes: false,
    },
    weekSlots: [],
    typesWithSlots: ['VIDEO', 'PHONE', 'IN_OFFICE'],
    ...overrides,
  };
}

describe('slots and the 8-week window', () => {
  it('has 32 half-hour slots from 07:00 to 22:30 (ending 23:00)', () => {
    expect(SLOT_TIMES).toHaveLength(32);
    expect(SLOT_TIMES[0]).toBe('07:00');
    expect(SLOT_TIMES[31]).toBe('22:30');
    expect(slotEnd('22:30')).toBe('23:00');
    expect(DEFAULT_DAY_SLOTS[0]).toBe('08:00');
    expect(DEFAULT_DAY_SLOTS.at(-1)).toBe('15:30');
  });

  it('covers 8 ISO weeks from Monday of the current Oslo week', () => {
    expect(window.dates).toHaveLength(56);
    expect(window.dates[0]).toBe('2026-11-23');
    expect(window.dates[55]).toBe('2027-01-17');
    expect(window.endOfCurrentWeek).toBe('2026-11-29');
    expect(window.startsAt).toBe('2026-11-22T23:00:00.000Z');
  });

  it('uses the Oslo date, not the UTC one, around midnight', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Oslo: a new ISO week
    expect(workingWindow(new Date('2026-11-29T23:30:00Z')).endOfCurrentWeek).toBe('2026-12-06');
  });
});

describe('Oslo wall clock across DST', () => {
  it.each([
    ['2027-03-27', '09:00', '2027-03-27T08:00:00.000Z'],
    ['2027-03-28', '09:00', '2027-03-28T07:00:00.000Z'],
    ['2026-10-24', '09:00', '2026-10-24T07:00:00.000Z'],
    ['2026-10-25', '09:00', '2026-10-25T08:00:00.000Z'],
    ['2027-10-31', '09:00', '2027-10-31T08:00:00.000Z'],
  ])('%s %s Oslo is %s', (date, time, instant) => {
    expect(osloInstant(date, time)).toBe(instant);
    expect(osloLocal(instant)).toEqual({ date, time });
  });

  it('writes 09:00 on both sides of the March switch in a window spanning it', () => {
    const march = workingWindow(new Date('2027-03-24T10:00:00Z'));
    const template = defaultTemplate();
    template.days = template.days.map(() => ({ on: true, slots: ['09:00'] }));
    const payload = buildWorkingHoursSave('VIDEO', template, march);
    expect(payload.slots).toContain('2027-03-27T08:00:00.000Z');
    expect(payload.slots).toContain('2027-03-28T07:00:00.000Z');
    expect(payload.slots.map((s) => osloLocal(s).time)).toEqual(payload.slots.map(() => '09:00'));
  });
});

describe('templateFromData', () => {
  it('defaults to Monday–Friday, 08:00–16:00, when nothing is stored', () => {
    const t = templateFromData(data({ row: null }), 'VIDEO', window);
    expect(t.days.map((d) => d.on)).toEqual([true, true, true, true, true, false, false]);
    expect(t.days[0]!.slots).toEqual(DEFAULT_DAY_SLOTS);
  });

  it("reads the current week's days and Oslo slot times of the type", () => {
    const t = templateFromData(
      data({
        row: {
          id: 'w1',
          lastDateOfWeek: '2026-11-29',
          fullTime: { PHONE: true },
          weekStatus: { PHONE: { '2026-11-23': true, '2026-11-24': false, '2026-11-28': true } },
          isSameForAllTypes: false,
        },
        weekSlots: [
          { type: 'PHONE', startAt: '2026-11-23T09:00:00Z' },
          { type: 'PHONE', startAt: '2026-11-23T08:30:00Z' },
          { type: 'VIDEO', startAt: '2026-11-24T08:00:00Z' },
          { type: 'PHONE', startAt: '2026-11-28T15:00:00Z' },
        ],
      }),
      'PHONE',
      window,
    );
    expect(t.fullTime).toBe(true);
    expect(t.days[0]).toEqual({ on: true, slots: ['09:30', '10:00'] });
    expect(t.days[1]).toEqual({ on: false, slots: [] });
    expect(t.days[5]).toEqual({ on: true, slots: ['16:00'] });
    expect(t.days[6]).toEqual({ on: false, slots: [] });
  });

  it('opens on the all-types tab when the types are the same or nothing is set', () => {
    expect(initialTab(data({ row: null }))).toBe('FOR_ALL_TYPES');
    expect(initialTab(data())).toBe('VIDEO');
  });
});

describe('buildWorkingHoursSave', () => {
  it('writes the template onto all 56 days for one type', () => {
    const p = buildWorkingHoursSave('PHONE', defaultTemplate(), window);
    expect(p.liveSessionTypes).toEqual(['PHONE']);
    expect(p.sameForAllTypes).toBe(false);
    expect(Object.keys(p.weekStatus)).toHaveLength(56);
    expect(p.weekStatus['2026-11-28']).toBe(false);
    expect(p.weekStatus['2027-01-15']).toBe(true);
    expect(p.slots).toHaveLength(8 * 5 * 16);
    expect(p.slots[0]).toBe('2026-11-23T07:00:00.000Z');
  });

  it('full time writes 07:00–23:00 on working days only; the all-types tab writes every type', () => {
    const p = buildWorkingHoursSave('FOR_ALL_TYPES', { ...defaultTemplate(), fullTime: true }, window);
    expect(p.liveSessionTypes).toEqual(['VIDEO', 'PHONE', 'IN_OFFICE']);
    expect(p.sameForAllTypes).toBe(true);
    expect(p.fullTime).toBe(true);
    expect(p.slots).toHaveLength(8 * 5 * 32);
  });
});

describe('timeline buttons', () => {
  const none = [true, false, false, false, false, false, false];
  const all = [true, true, true, true, true, true, true];
  it('shows Previous only above step 0', () => {
    expect(timelineButtons(0, none).previous).toBe(false);
    expect(timelineButtons(1, none).previous).toBe(true);
    expect(timelineButtons(6, all).previous).toBe(true);
  });
  it('shows Next only below the last step', () => {
    expect(timelineButtons(0, none).next).toBe(true);
    expect(timelineButtons(5, none).next).toBe(true);
    expect(timelineButtons(6, all).next).toBe(false);
  });
  it('shows Save only when all 7 steps are finished', () => {
    expect(timelineButtons(6, [...all.slice(0, 6), false]).save).toBe(false);
    expect(timelineButtons(3, all).save).toBe(true);
    expect(timelineButtons(0, all.slice(0, 6)).save).toBe(false);
  });
});

describe('shouldOpenWorkingHoursModal (spec 000 §4)', () => {
  it('stays closed for a therapist with current hours for every type', () => {
    expect(shouldOpenWorkingHoursModal(data(), window)).toBe(false);
  });
  it('stays closed until the temporary password is resolved', () => {
    expect(shouldOpenWorkingHoursModal(data({ isTemporaryPasswordResolved: false, row: null }), window)).toBe(
      false,
    );
  });
  it('stays closed until the data agreement is agreed', () => {
    expect(
      shouldOpenWorkingHoursModal(data({ isDataProcessingAgreementAgreed: false, row: null }), window),
    ).toBe(false);
  });
  it('opens when there are no working hours', () => {
    expect(shouldOpenWorkingHoursModal(data({ row: null, typesWithSlots: [] }), window)).toBe(true);
  });
  it('opens when lastDateOfWeek is not the end of the current ISO week', () => {
    const stale = { ...data().row!, lastDateOfWeek: '2026-11-22' };
    expect(shouldOpenWorkingHoursModal(data({ row: stale }), window)).toBe(true);
    expect(shouldOpenWorkingHoursModal(data({ row: { ...stale, lastDateOfWeek: null } }), window)).toBe(true);
  });
  it('opens when a live session type lacks slots', () => {
    expect(shouldOpenWorkingHoursModal(data({ typesWithSlots: ['VIDEO', 'PHONE'] }), window)).toBe(true);
  });
});
