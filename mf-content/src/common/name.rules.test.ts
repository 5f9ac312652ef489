import {
  isNameTaken,
  NAME_MAX_LENGTH,
  nameError,
  nameField,
  normalizeName,
  validateName,
} from './name.rules';

const messages = { required: 'required', blank: 'blank', tooLong: 'too long' };

describe('validateName', () => {
  it('asks for a name when empty', () => {
    expect(validateName('', messages)).toBe('required');
  });
  it('refuses a name of spaces only', () => {
    expect(validateName('   ', messages)).toBe('blank');
  });
  it('accepts 256 characters and refuses 257', () => {
    expect(validateName('a'.repeat(NAME_MAX_LENGTH), messages)).toBeUndefined();
    expect(validateName('a'.repeat(NAME_MAX_LENGTH + 1), messages)).toBe('too long');
  });
  it('takes another maximum', () => {
    expect(validateName('abcd', messages, 3)).toBe('too long');
  });
});

describe('isNameTaken', () => {
  const others = [
    { id: '1', name: 'Depression' },
    { id: '2', name: 'Insomnia' },
    { id: '3', name: null },
  ];
  it('compares trimmed and case-insensitive', () => {
    expect(normalizeName('  DePression ')).toBe('depression');
    expect(isNameTaken('  depression ', others)).toBe(true);
    expect(isNameTaken('INSOMNIA', others)).toBe(true);
    expect(isNameTaken('Anxiety', others)).toBe(false);
  });
  it('on edit does not check an unchanged name', () => {
    expect(isNameTaken(' Depression ', others, { id: '1', name: 'Depression' })).toBe(false);
  });
  it('on edit ignores the item itself when only the case changed', () => {
    expect(isNameTaken('depression', others, { id: '1', name: 'Depression' })).toBe(false);
  });
  it('on edit refuses the name of another item', () => {
    expect(isNameTaken('insomnia', others, { id: '1', name: 'Depression' })).toBe(true);
  });
});

describe('nameError', () => {
  const others = [{ id: '1', name: 'Low mood' }];
  it('gives the kind of the first failing rule', () => {
    expect(nameError('', others)).toBe('required');
    expect(nameError('  ', others)).toBe('blank');
    expect(nameError('x'.repeat(257), others)).toBe('tooLong');
    expect(nameError(' low MOOD ', others)).toBe('duplicate');
    expect(nameError('Calm', others)).toBeUndefined();
  });
});

describe('nameField', () => {
  const others = [{ id: '1', name: 'Low mood' }];
  const issue = (field: ReturnType<typeof nameField>, name: string) =>
    field.safeParse(name).error?.issues[0]?.message;
  it("gives the key of the first failing rule in the feature's validation scheme", () => {
    const field = nameField('disorders', others);
    expect(issue(field, '')).toBe('disorders.validation.name.required');
    expect(issue(field, '  ')).toBe('disorders.validation.name.blank');
    expect(issue(field, 'x'.repeat(NAME_MAX_LENGTH + 1))).toBe('disorders.validation.name.tooLong');
    expect(issue(field, ' low MOOD ')).toBe('disorders.validation.name.duplicate');
    expect(issue(field, 'Calm')).toBeUndefined();
  });
  it('on edit accepts the unchanged name', () => {
    expect(issue(nameField('disorders', others, { id: '1', name: 'Low mood' }), 'Low mood')).toBeUndefined();
  });
});
