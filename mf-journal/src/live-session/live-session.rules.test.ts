import {
  accessToTimeSlotsStopped,
  allStepsFinished,
  currentStepId,
  endBlocks,
  goToJournalBlocks,
  goToJournalOutcome,
  isAppointmentId,
  mainAction,
  nextStep,
  timerState,
  type SessionFacts,
  type Viewer,
} from './live-session.rules';

const now = new Date('2026-11-23T10:00:00Z');
const me: Viewer = { userId: 'me', ownCalendarId: 'cal-me' };
const facts = (over: Partial<SessionFacts> = {}): SessionFacts => ({
  therapistUserId: 'me',
  status: 'STARTED',
  startAt: new Date('2026-11-23T10:30:00Z'),
  isSessionFinished: false,
  sessionStartedAt: null,
  isStoppedByPatient: false,
  isDraft: false,
  calendarId: 'cal-me',
  ...over,
});

describe('Start session / Open (spec 002 §4)', () => {
  it('is offered as Start session until a session runs, then Open', () => {
    expect(mainAction(facts(), me, now)).toEqual({ kind: 'start', blocks: [] });
    expect(mainAction(facts({ sessionStartedAt: now }), me, now)).toEqual({ kind: 'open', blocks: [] });
    expect(mainAction(facts({ sessionStartedAt: now, isStoppedByPatient: true }), me, now).kind).toBe(
      'start',
    );
  });

  it.each<[string, Partial<SessionFacts>, Viewer, string[]]>([
    ['not mine', { therapistUserId: 'other' }, me, ['notMine']],
    ['finished (status)', { status: 'FINISHED' }, me, ['finished']],
    ['finished (flag)', { isSessionFinished: true }, me, ['finished']],
    ['61 minutes ahead', { startAt: new Date('2026-11-23T11:01:00Z') }, me, ['tooEarly']],
    ['another calendar', { calendarId: 'cal-other' }, me, ['anotherCalendar']],
    ['canceled', { status: 'CANCELED' }, me, ['canceled']],
    ['a draft', { isDraft: true }, me, ['draft']],
    [
      'everything at once',
      {
        therapistUserId: 'x',
        status: 'CANCELED',
        startAt: new Date('2026-11-24T10:00:00Z'),
        calendarId: 'c',
      },
      me,
      ['notMine', 'tooEarly', 'anotherCalendar', 'canceled'],
    ],
  ])('is disabled when %s', (_, over, viewer, blocks) => {
    expect(mainAction(facts(over), viewer, now).blocks).toEqual(blocks);
  });

  it('exactly 60 minutes ahead may start; past appointments too', () => {
    expect(mainAction(facts({ startAt: new Date('2026-11-23T11:00:00Z') }), me, now).blocks).toEqual([]);
    expect(mainAction(facts({ startAt: new Date('2026-11-23T08:00:00Z') }), me, now).blocks).toEqual([]);
  });

  it('End appointment and Cancel: only the own, unfinished appointment', () => {
    expect(endBlocks(facts(), me)).toEqual([]);
    expect(endBlocks(facts({ therapistUserId: 'x' }), me)).toEqual(['notMine']);
    expect(endBlocks(facts({ status: 'FINISHED' }), me)).toEqual(['finished']);
    expect(endBlocks(facts({ status: 'CANCELED' }), me)).toEqual(['finished']);
  });
});

describe('step navigation (spec 001 §4)', () => {
  const steps = ['a', 'b', 'c', 'd'];

  it('sets the first step when there is no page state, and ignores a step no longer in the script', () => {
    expect(currentStepId(steps, {})).toBe('a');
    expect(currentStepId(steps, { currentStepId: 'gone' })).toBe('a');
    expect(currentStepId(steps, { currentStepId: 'c' })).toBe('c');
    expect(currentStepId([], {})).toBeNull();
  });

  it('Next finishes the current step and moves to the next unfinished one', () => {
    expect(nextStep(steps, {})).toEqual({ currentStepId: 'b', finishedSteps: ['a'] });
    expect(nextStep(steps, { currentStepId: 'b', finishedSteps: ['a', 'c'] })).toEqual({
      currentStepId: 'd',
      finishedSteps: ['a', 'b', 'c'],
    });
  });

  it('from the last step it goes back to the first unfinished one; with none left it stays', () => {
    expect(nextStep(steps, { currentStepId: 'd', finishedSteps: ['a'] })).toEqual({
      currentStepId: 'b',
      finishedSteps: ['a', 'd'],
    });
    expect(nextStep(steps, { currentStepId: 'd', finishedSteps: ['a', 'b', 'c'] })).toEqual({
      currentStepId: 'd',
      finishedSteps: ['a', 'b', 'c', 'd'],
    });
  });

  it('knows when every step is finished', () => {
    expect(allStepsFinished(steps, { finishedSteps: ['a', 'b', 'c'] })).toBe(false);
    expect(allStepsFinished(steps, { finishedSteps: ['d', 'c', 'b', 'a', 'x'] })).toBe(true);
    expect(allStepsFinished([], {})).toBe(false);
  });
});

describe('go to journal (spec 001 §4)', () => {
  const steps = ['a', 'b'];
  const done = { finishedSteps: ['a', 'b'] };

  it('needs every step finished', () => {
    expect(goToJournalBlocks(facts(), me, steps, { finishedSteps: ['a'] }, false)).toEqual([
      'stepsNotFinished',
    ]);
    expect(goToJournalBlocks(facts(), me, steps, done, false)).toEqual([]);
  });

  it('in a live appointment also the patient action confirmed', () => {
    const live = facts({ sessionStartedAt: now });
    expect(goToJournalBlocks(live, me, steps, done, false)).toEqual(['notConfirmed']);
    expect(goToJournalBlocks(live, me, steps, done, true)).toEqual([]);
  });

  it('not on a finished or foreign appointment', () => {
    expect(goToJournalBlocks(facts({ status: 'FINISHED' }), me, steps, done, true)).toEqual(['finished']);
    expect(goToJournalBlocks(facts({ therapistUserId: 'x' }), me, steps, done, true)).toEqual(['notMine']);
  });

  it('goes to the summary, or stays with the spec text when the chosen therapist is missing', () => {
    expect(goToJournalOutcome({ ok: true, reassigned: true })).toEqual({ kind: 'summary', reassigned: true });
    expect(goToJournalOutcome({ ok: false, error: 'Assigned therapist doesn`t exists' })).toEqual({
      kind: 'therapistMissing',
      message: 'Assigned therapist doesn`t exists',
    });
  });

  it('stops the time slots unless a next appointment or a therapist was arranged', () => {
    const none = { nextAppointmentScheduled: false, therapistAssigned: false, therapistChosen: false };
    expect(accessToTimeSlotsStopped(none)).toBe(true);
    expect(accessToTimeSlotsStopped({ ...none, nextAppointmentScheduled: true })).toBe(false);
    expect(accessToTimeSlotsStopped({ ...none, therapistChosen: true })).toBe(false);
    expect(accessToTimeSlotsStopped({ ...none, therapistAssigned: true })).toBe(false);
  });
});

describe('timer (spec 002 §4)', () => {
  const start = new Date('2026-11-23T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('counts down mm:ss from the duration, 30 minutes by default', () => {
    expect(timerState(start, 50, start).label).toBe('50:00');
    expect(timerState(start, null, start).label).toBe('30:00');
    expect(timerState(start, 30, at(61_500)).label).toBe('28:59');
    expect(timerState(null, 45, start).label).toBe('45:00');
  });

  it('shows Overtime once the duration is reached', () => {
    expect(timerState(start, 30, at(30 * 60_000 - 1)).overtime).toBe(false);
    expect(timerState(start, 30, at(30 * 60_000))).toEqual({ label: null, overtime: true, remainingMs: 0 });
  });
});

describe('isAppointmentId', () => {
  it('accepts a uuid and refuses anything else in the URL', () => {
    expect(isAppointmentId('0b8e6a52-4c1d-4f3e-9a55-2d7c1f0e9b11')).toBe(true);
    expect(isAppointmentId('1')).toBe(false);
    expect(isAppointmentId('')).toBe(false);
    expect(isAppointmentId('0b8e6a52-4c1d-4f3e-9a55-2d7c1f0e9b11x')).toBe(false);
  });
});
