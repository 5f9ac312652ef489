import { addState, canAddState, removeState, statesForLevel } from './evaluation.rules';

const s = (id: string, level: 1 | 2 | 3) => ({ id, name: id, level });

describe('evaluation state slots (spec 001 §9)', () => {
  it('at most three, no state twice', () => {
    const three = [s('a', 1), s('b', 2), s('c', 3)];
    expect(canAddState(three)).toBe(false);
    expect(addState(three, s('d', 1))).toEqual(three);
    expect(addState([s('a', 1)], s('a', 1))).toEqual([s('a', 1)]);
    expect(addState([s('a', 1)], s('b', 2))).toEqual([s('a', 1), s('b', 2)]);
    expect(removeState(three, 'b')).toEqual([s('a', 1), s('c', 3)]);
  });

  it('the select is filtered by level and leaves out chosen states', () => {
    const options = [s('a', 1), s('b', 1), s('c', 2)];
    expect(statesForLevel(options, 1, [s('a', 1)]).map((x) => x.id)).toEqual(['b']);
    expect(statesForLevel(options, 3, []).map((x) => x.id)).toEqual([]);
  });
});
