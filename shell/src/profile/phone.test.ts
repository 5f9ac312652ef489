import { checkPhone, displayPhone } from './phone';

describe('checkPhone', () => {
  it.each(['abc', '12', '+47 123', '91234567x', '++4791234567'])('refuses %p', (input) => {
    expect(checkPhone(input)).toEqual({ ok: false });
  });
  it.each([
    ['+47 912 34 567', '+4791234567'],
    ['91234567', '+4791234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['  +4791234567 ', '+4791234567'],
  ])('accepts %p as %p', (input, e164) => {
    expect(checkPhone(input)).toEqual({ ok: true, e164 });
  });
  it('an empty field means no phone', () => {
    expect(checkPhone('  ')).toEqual({ ok: true, e164: null });
  });
});

test('displayPhone shows the international format', () => {
  expect(displayPhone('+4791234567')).toBe('+47 91 23 45 67');
  expect(displayPhone(null)).toBe('');
});
