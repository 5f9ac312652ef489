import {
  attachCandidates,
  attachedTabDisabled,
  canUnattachSelf,
  newlyAttached,
  reassignCandidates,
  reassignMessageKey,
  type TherapistOption,
} from './therapists.rules';

const t = (id: string, firstName: string, lastName: string, over: Partial<TherapistOption> = {}) => ({
  id,
  firstName,
  lastName,
  role: 'THERAPIST',
  isTemporaryPasswordResolved: true,
  ...over,
});

const clinic: TherapistOption[] = [
  t('1', 'Lars', 'Bakke'),
  t('2', 'Ingrid', 'Solberg'),
  t('3', 'Nora', 'Vik', { isTemporaryPasswordResolved: false }),
  t('4', 'Eva', 'Lund', { role: 'CLINIC_OWNER' }),
  t('5', 'Ingrid', 'Berg'),
  t('6', 'Åse', 'Berg'),
];

describe('attach list (spec 001 §6)', () => {
  it('therapists with a resolved password, except the main one, by first then last name', () => {
    expect(attachCandidates(clinic, '1').map((x) => x.id)).toEqual(['5', '2', '6']);
  });

  it('reports who is newly attached', () => {
    expect(newlyAttached(['1'], ['1', '2', '5'])).toEqual(['2', '5']);
    expect(newlyAttached(['1', '2'], ['1'])).toEqual([]);
  });

  it('disables the tab without main and attached therapists; unattach only when attached', () => {
    expect(attachedTabDisabled(null, [])).toBe(true);
    expect(attachedTabDisabled('1', [])).toBe(false);
    expect(attachedTabDisabled(null, ['2'])).toBe(false);
    expect(canUnattachSelf('2', ['2'])).toBe(true);
    expect(canUnattachSelf('1', ['2'])).toBe(false);
    expect(canUnattachSelf(undefined, ['2'])).toBe(false);
  });
});

describe('reassign', () => {
  it('offers resolved therapists but the current main one', () => {
    expect(reassignCandidates(clinic, '2').map((x) => x.id)).toEqual(['4', '5', '1', '6']);
  });

  it('maps SAVED and ASSIGNED to their messages', () => {
    expect(reassignMessageKey('SAVED')).toBe('reassign.saved');
    expect(reassignMessageKey('ASSIGNED')).toBe('reassign.assigned');
  });
});
