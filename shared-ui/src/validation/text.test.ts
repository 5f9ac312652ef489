import { validateText } from './text';

const messages = {
  required: 'Please enter appointment title!',
  blank: 'Appointment title should not be empty',
  tooLong: 'Your appointment title is too long',
};

describe('validateText', () => {
  it('tells an empty value from a blank one', () => {
    expect(validateText('', messages)).toBe('Please enter appointment title!');
    expect(validateText('   ', messages)).toBe('Appointment title should not be empty');
  });

  it('accepts text and enforces a maximum length when given', () => {
    expect(validateText('First session', messages)).toBeUndefined();
    expect(validateText('x'.repeat(11), messages, 10)).toBe('Your appointment title is too long');
  });
});
