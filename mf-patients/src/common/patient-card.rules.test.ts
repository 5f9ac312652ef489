import {
  bookAppointmentUrl,
  canFinishTreatment,
  categoryOf,
  formatPhone,
  groupByCategory,
  matchesSearch,
  normaliseSearch,
  type PatientCard,
} from './patient-card.rules';

const card = (over: Partial<PatientCard> = {}): PatientCard => ({
  id: 'p1',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.com',
  phone: '+4791234567',
  avatarUrl: null,
  customIdentifier: 'OSL-0001',
  isTreatmentFinished: false,
  category: 'PROPER_PATIENT',
  mainTherapistUserId: 'me',
  isAllowViewJournalRecords: false,
  isAllowClientScheduleAppointment: true,
  numberOfActiveAppointments: 1,
  ...over,
});

describe('patient categories', () => {
  it('invited by me wins, then main, then attached, then free (active count 0 or lower)', () => {
    const base = { isInvitedByMe: false, isMain: false, isAttached: false, numberOfActiveAppointments: 2 };
    expect(categoryOf({ ...base, isInvitedByMe: true, isMain: true })).toBe('NOT_ACTIVATED');
    expect(categoryOf({ ...base, isMain: true, isAttached: true })).toBe('PROPER_PATIENT');
    expect(categoryOf({ ...base, isAttached: true })).toBe('ATTACHED');
    expect(categoryOf({ ...base, numberOfActiveAppointments: 0 })).toBe('FREE_PATIENT');
    expect(categoryOf({ ...base, numberOfActiveAppointments: -1 })).toBe('FREE_PATIENT');
    expect(categoryOf(base)).toBeNull();
  });

  it('groups the own list in the order invited, attached, proper and drops empty sections', () => {
    const groups = groupByCategory([
      card({ id: 'a', category: 'PROPER_PATIENT' }),
      card({ id: 'b', category: 'NOT_ACTIVATED' }),
      card({ id: 'c', category: 'PROPER_PATIENT' }),
    ]);
    expect(groups.map((g) => [g.category, g.cards.map((c) => c.id)])).toEqual([
      ['NOT_ACTIVATED', ['b']],
      ['PROPER_PATIENT', ['a', 'c']],
    ]);
  });
});

describe('who may finish treatment', () => {
  it('only the main therapist, never for attached or already finished patients', () => {
    expect(canFinishTreatment(card(), 'me')).toBe(true);
    expect(canFinishTreatment(card(), 'someone-else')).toBe(false);
    expect(canFinishTreatment(card(), undefined)).toBe(false);
    expect(canFinishTreatment(card({ category: 'ATTACHED' }), 'me')).toBe(false);
    expect(canFinishTreatment(card({ isTreatmentFinished: true }), 'me')).toBe(false);
  });
});

describe('search and display', () => {
  it('normalises the search text', () => {
    expect(normaliseSearch('  Nord   mann ')).toBe('Nord mann');
    expect(normaliseSearch('   ')).toBe('');
  });

  it('formats phones internationally with Norway as the default country', () => {
    expect(formatPhone('+4791234567')).toBe('+47 91 23 45 67');
    expect(formatPhone('91234567')).toBe('+47 91 23 45 67');
    expect(formatPhone('+46701234567')).toBe('+46 70 123 45 67');
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone(null)).toBe('');
  });

  it("books through the calendar's create form with the patient", () => {
    expect(bookAppointmentUrl('p 1')).toBe(
      '/dashboard/calendar?isCreateAppointmentFormOpen=true&freePatientId=p+1',
    );
  });
});

describe('matchesSearch (the database search predicate, for a list held whole)', () => {
  const kari = card({
    firstName: 'Kari',
    lastName: 'Øvrebø',
    email: 'kari@demo.clinic',
    phone: '+4791234567',
    customIdentifier: 'ID-77',
  });
  it('matches the start of the last name, first name or e-mail, case-insensitively', () => {
    expect(matchesSearch(kari, 'øvre')).toBe(true);
    expect(matchesSearch(kari, 'KA')).toBe(true);
    expect(matchesSearch(kari, 'kari@')).toBe(true);
    expect(matchesSearch(kari, 'vre')).toBe(false);
    expect(matchesSearch(kari, 'demo')).toBe(false);
  });
  it('matches anywhere in the phone or the identifier', () => {
    expect(matchesSearch(kari, '1234')).toBe(true);
    expect(matchesSearch(kari, 'd-7')).toBe(true);
    expect(matchesSearch(card({ phone: null, customIdentifier: null }), '12')).toBe(false);
  });
  it("'' matches every card", () => {
    expect(matchesSearch(kari, '')).toBe(true);
  });
});
