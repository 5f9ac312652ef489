import { schemaErrors } from 'shared-ui/forms';
import {
  applyAppointmentType,
  applyScript,
  editRestriction,
  endTimeFor,
  firstSelectableDay,
  fromInstant,
  groupPatients,
  isAppointmentTypeSelectable,
  isDayDisabled,
  isLiveSessionTypeEnabled,
  isScriptSelectable,
  isTimeRangeDisabled,
  matchesPersonQuery,
  MAX_TITLE_LENGTH,
  moveEnd,
  moveStart,
  parseTypedTime,
  roundUpToFiveMinutes,
  refusalField,
  timeslotsEmptyText,
  toInstant,
  appointmentFormSchema,
  type AppointmentTypeOption,
  type FormValues,
  type PatientOption,
  type ScriptOption,
} from './appointment-form.rules';

const script = (over: Partial<ScriptOption> = {}): ScriptOption => ({
  id: 's1',
  name: 'Standard',
  liveSessionTypes: ['VIDEO', 'PHONE'],
  stepCount: 3,
  endingCount: 4,
  ...over,
});
const type = (over: Partial<AppointmentTypeOption> = {}): AppointmentTypeOption => ({
  id: 't1',
  name: 'Individual therapy',
  duration: 50,
  pause: 10,
  scripts: [script()],
  ...over,
});
const empty: FormValues = {
  appointmentTypeId: '',
  title: '',
  date: '',
  startTime: '',
  endTime: '',
  scriptId: '',
  liveSessionType: '',
  patientUserId: '',
  therapistUserId: 'me',
};
const filled: FormValues = {
  appointmentTypeId: 't1',
  title: 'Individual therapy',
  date: '2026-11-23',
  startTime: '10:00',
  endTime: '10:50',
  scriptId: 's1',
  liveSessionType: 'VIDEO',
  patientUserId: 'p1',
  therapistUserId: 'me',
};
// Sunday 22 Nov 2026, 12:00 in Oslo
const NOW = new Date('2026-11-22T11:00:00Z');

const validate = (values: FormValues, now: Date) =>
  schemaErrors(appointmentFormSchema(now), values, 'appointmentForm');

describe('appointment type and script choice', () => {
  it('a type without scripts is not selectable', () => {
    expect(isAppointmentTypeSelectable(type())).toBe(true);
    expect(isAppointmentTypeSelectable(type({ scripts: [] }))).toBe(false);
  });

  it('a script needs at least one step or ending', () => {
    expect(isScriptSelectable(script())).toBe(true);
    expect(isScriptSelectable(script({ stepCount: 0, endingCount: 1 }))).toBe(true);
    expect(isScriptSelectable(script({ stepCount: 2, endingCount: 0 }))).toBe(true);
    expect(isScriptSelectable(script({ stepCount: 0, endingCount: 0 }))).toBe(false);
  });

  it("a live session type is enabled only when the script's live_session_types holds it", () => {
    expect(isLiveSessionTypeEnabled(script(), 'VIDEO')).toBe(true);
    expect(isLiveSessionTypeEnabled(script(), 'IN_OFFICE')).toBe(false);
    expect(isLiveSessionTypeEnabled(undefined, 'VIDEO')).toBe(false);
  });

  it("choosing a type sets the title to its name and the end to start + the type's duration", () => {
    const next = applyAppointmentType(
      { ...empty, title: 'Old', startTime: '09:00', endTime: '09:30' },
      type(),
    );
    expect(next.title).toBe('Individual therapy');
    expect(next.appointmentTypeId).toBe('t1');
    expect(next.endTime).toBe('09:50');
  });

  it('choosing another type drops a script of the previous type', () => {
    const next = applyAppointmentType(
      filled,
      type({ id: 't2', name: 'Follow-up', scripts: [script({ id: 's2' })] }),
    );
    expect(next.scriptId).toBe('');
    expect(next.liveSessionType).toBe('');
    expect(applyAppointmentType(filled, type()).scriptId).toBe('s1');
  });

  it('choosing a script clears a live session type it does not support', () => {
    expect(applyScript(filled, script({ liveSessionTypes: ['PHONE'] })).liveSessionType).toBe('');
    expect(applyScript(filled, script()).liveSessionType).toBe('VIDEO');
  });
});

describe('date and time', () => {
  it('the time range is disabled until a type and a day are chosen', () => {
    expect(isTimeRangeDisabled({ appointmentTypeId: '', date: '' })).toBe(true);
    expect(isTimeRangeDisabled({ appointmentTypeId: 't1', date: '' })).toBe(true);
    expect(isTimeRangeDisabled({ appointmentTypeId: '', date: '2026-11-23' })).toBe(true);
    expect(isTimeRangeDisabled({ appointmentTypeId: 't1', date: '2026-11-23' })).toBe(false);
  });

  it('the end is start plus the duration', () => {
    expect(endTimeFor('10:00', 50)).toBe('10:50');
    expect(endTimeFor('23:40', 30)).toBe('00:10');
    expect(endTimeFor('', 30)).toBe('');
  });

  it('moving the start keeps the duration and rounds the start up to 5 minutes', () => {
    expect(moveStart('10:00', 50)).toEqual({ startTime: '10:00', endTime: '10:50' });
    expect(moveStart('10:01', 50)).toEqual({ startTime: '10:05', endTime: '10:55' });
    expect(moveStart('10:04', 30)).toEqual({ startTime: '10:05', endTime: '10:35' });
    expect(moveStart('nonsense', 30)).toEqual({ startTime: '', endTime: '' });
  });

  it('reads typed times on the 24-hour clock and refuses what is not a time', () => {
    expect(parseTypedTime('9')).toBe('09:00');
    expect(parseTypedTime('930')).toBe('09:30');
    expect(parseTypedTime('1430')).toBe('14:30');
    expect(parseTypedTime(' 14:30 ')).toBe('14:30');
    expect(parseTypedTime('14.05')).toBe('14:05');
    expect(parseTypedTime('24:00')).toBeNull();
    expect(parseTypedTime('12:60')).toBeNull();
    expect(parseTypedTime('2:30 PM')).toBeNull();
    expect(parseTypedTime('abc')).toBeNull();
    expect(parseTypedTime('')).toBeNull();
  });

  it('moving the end moves the start with it (duration kept, start on the 5-minute grid)', () => {
    expect(moveEnd('12:00', 50)).toEqual({ startTime: '11:10', endTime: '12:00' });
    expect(moveEnd('12:02', 50)).toEqual({ startTime: '11:15', endTime: '12:05' });
  });

  it('rounds instants up to 5 minutes', () => {
    expect(roundUpToFiveMinutes(new Date(2026, 0, 1, 9, 56)).getMinutes()).toBe(0);
    expect(roundUpToFiveMinutes(new Date(2026, 0, 1, 9, 55)).getMinutes()).toBe(55);
  });

  it('days before yesterday (Oslo) are disabled', () => {
    expect(isDayDisabled('2026-11-22', NOW)).toBe(false);
    expect(isDayDisabled('2026-11-21', NOW)).toBe(false);
    expect(isDayDisabled('2026-11-20', NOW)).toBe(true);
    expect(isDayDisabled('2026-12-24', NOW)).toBe(false);
    expect(isDayDisabled('', NOW)).toBe(true);
    expect(firstSelectableDay(NOW)).toBe('2026-11-21');
    // 23:30 UTC on the 22nd is already the 23rd in Oslo
    expect(isDayDisabled('2026-11-21', new Date('2026-11-22T23:30:00Z'))).toBe(true);
  });

  it('dates and times are Oslo wall-clock, across the DST switch', () => {
    expect(toInstant('2026-11-23', '10:00')!.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(toInstant('2027-06-01', '10:00')!.toISOString()).toBe('2027-06-01T08:00:00.000Z');
    expect(toInstant('2027-03-28', '03:00')!.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(fromInstant('2026-11-23T09:00:00Z')).toEqual({ date: '2026-11-23', time: '10:00' });
    expect(fromInstant('2027-10-31T00:30:00Z')).toEqual({ date: '2027-10-31', time: '02:30' });
    expect(toInstant('', '10:00')).toBeNull();
  });
});

describe('validation', () => {
  it("every required field has the spec's message", () => {
    expect(validate(empty, NOW)).toEqual({
      appointmentTypeId: 'required',
      scriptId: 'required',
      liveSessionType: 'required',
      patientUserId: 'required',
      date: 'required',
      title: 'required',
    });
    expect(validate(filled, NOW)).toEqual({});
  });

  it('a start time is required once type and day are chosen', () => {
    expect(validate({ ...filled, startTime: '' }, NOW)).toEqual({ startTime: 'required' });
  });

  it('title: blank and too long', () => {
    expect(validate({ ...filled, title: '   ' }, NOW).title).toBe('blank');
    expect(validate({ ...filled, title: 'x'.repeat(MAX_TITLE_LENGTH) }, NOW).title).toBeUndefined();
    expect(validate({ ...filled, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) }, NOW).title).toBe('tooLong');
  });

  it('a day before yesterday is refused', () => {
    expect(validate({ ...filled, date: '2026-11-01' }, NOW).date).toBe('required');
  });
});

describe('time-slot list', () => {
  it("says 'select live session type' first, then 'no free time' when empty", () => {
    expect(timeslotsEmptyText('', ['10:00'])).toBe('selectLiveSessionType');
    expect(timeslotsEmptyText('VIDEO', [])).toBe('noFreeTime');
    expect(timeslotsEmptyText('VIDEO', ['10:00'])).toBeNull();
  });
});

describe('patient select', () => {
  const p = (over: Partial<PatientOption>): PatientOption => ({
    id: 'x',
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: 'kari@example.no',
    phone: '+4791234567',
    customIdentifier: 'MC-0042',
    isMine: false,
    isAttached: false,
    isFree: false,
    isInvitedByMe: false,
    isActivated: true,
    ...over,
  });

  it('never lists an invited, not activated patient under Free patients; my own invitee is my patient', () => {
    const groups = groupPatients([
      p({ id: 'mine-invited', isFree: true, isActivated: false, isInvitedByMe: true }),
      p({ id: 'their-invited', isFree: true, isActivated: false }),
      p({ id: 'free', isFree: true }),
    ]);
    expect(groups.map((g) => [g.key, g.patients.map((x) => x.id)])).toEqual([
      ['myPatients', ['mine-invited']],
      ['freePatients', ['free']],
    ]);
  });

  it("groups 'My patients', 'Free patients', 'Attached patients' in that order and drops others", () => {
    const groups = groupPatients([
      p({ id: 'a', isAttached: true }),
      p({ id: 'f', isFree: true }),
      p({ id: 'm', isMine: true, isFree: true }),
      p({ id: 'o' }),
    ]);
    expect(groups.map((g) => [g.key, g.patients.map((x) => x.id)])).toEqual([
      ['myPatients', ['m']],
      ['freePatients', ['f']],
      ['attachedPatients', ['a']],
    ]);
  });

  it('searches the start of last name, first name or e-mail, or inside phone or identifier', () => {
    const kari = p({});
    expect(matchesPersonQuery(kari, 'nord')).toBe(true);
    expect(matchesPersonQuery(kari, 'KAR')).toBe(true);
    expect(matchesPersonQuery(kari, 'kari@')).toBe(true);
    expect(matchesPersonQuery(kari, 'ordmann')).toBe(false);
    expect(matchesPersonQuery(kari, 'example')).toBe(false);
    expect(matchesPersonQuery(kari, '1234')).toBe(true);
    expect(matchesPersonQuery(kari, '0042')).toBe(true);
    expect(matchesPersonQuery(kari, '  ')).toBe(true);
    expect(groupPatients([p({ id: 'm', isMine: true })], 'zzz')).toEqual([]);
  });
});

describe('edit and delete restrictions', () => {
  it('no appointment or a canceled one has wrong data; a finished one cannot be changed', () => {
    expect(editRestriction(null)).toBe('wrongData');
    expect(editRestriction({ status: 'CANCELED', calendarEventId: 'e' })).toBe('wrongData');
    expect(editRestriction({ status: 'FINISHED', calendarEventId: 'e' })).toBe('finished');
    expect(editRestriction({ status: 'NOT_STARTED', calendarEventId: 'e' })).toBeNull();
    expect(editRestriction({ status: 'STARTED', calendarEventId: 'e' })).toBeNull();
  });

  it('maps database hints about one field to that field', () => {
    expect(refusalField('slot_taken')).toEqual({
      field: 'startTime',
      key: 'appointmentForm.validation.startTime.slotTaken',
    });
    expect(refusalField('start_required')).toEqual({
      field: 'startTime',
      key: 'appointmentForm.validation.startTime.required',
    });
    expect(refusalField('date_before_yesterday')).toEqual({
      field: 'date',
      key: 'appointmentForm.validation.date.required',
    });
    expect(refusalField('appointment_finished')).toBeNull();
    expect(refusalField('not_your_appointment')).toBeNull();
    expect(refusalField(null)).toBeNull();
  });
});
