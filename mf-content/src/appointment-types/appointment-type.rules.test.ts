import en from '../i18n/en.json';
import { schemaErrors } from 'shared-ui/forms';
import { appointmentTypeSchema, parsePrice, type AppointmentTypeValues } from './appointment-type.rules';

const validateAppointmentType = (
  values: AppointmentTypeValues,
  others: readonly { id: string; name: string }[],
  editing?: { id: string; name: string },
) => schemaErrors(appointmentTypeSchema(others, editing), values, 'appointmentTypes');

const valid: AppointmentTypeValues = {
  name: 'Couples therapy',
  duration: '30',
  pause: '0',
  price: '0',
  currencyId: 'nok',
};
const others = [{ id: 't1', name: 'Follow-up' }];

describe('appointmentTypeSchema', () => {
  it('accepts the defaults with a name (a free type)', () => {
    expect(validateAppointmentType(valid, others)).toEqual({});
  });
  it('refuses a taken name trimmed and in any case, but not the unchanged own name on edit', () => {
    expect(validateAppointmentType({ ...valid, name: ' follow-UP ' }, others).name).toBe('duplicate');
    expect(
      validateAppointmentType({ ...valid, name: 'Follow-up ' }, others, { id: 't1', name: 'Follow-up' }).name,
    ).toBeUndefined();
  });
  it('requires a name that is not blank and at most 256 long', () => {
    expect(validateAppointmentType({ ...valid, name: '' }, others).name).toBe('required');
    expect(validateAppointmentType({ ...valid, name: '   ' }, others).name).toBe('blank');
    expect(validateAppointmentType({ ...valid, name: 'x'.repeat(257) }, others).name).toBe('tooLong');
  });
  it('wants a whole duration above 0', () => {
    expect(validateAppointmentType({ ...valid, duration: '' }, others).duration).toBe('required');
    expect(validateAppointmentType({ ...valid, duration: '0' }, others).duration).toBe('positive');
    expect(validateAppointmentType({ ...valid, duration: '-5' }, others).duration).toBe('positive');
    expect(validateAppointmentType({ ...valid, duration: '12.5' }, others).duration).toBe('positive');
  });
  it('wants pause and price of at least 0, the price by the one amount rule (rounded to 2 decimals on save)', () => {
    expect(validateAppointmentType({ ...valid, pause: '-1' }, others).pause).toBe('notNegative');
    expect(validateAppointmentType({ ...valid, pause: '1441' }, others).pause).toBe('notNegative');
    expect(validateAppointmentType({ ...valid, price: '-1' }, others).price).toBe('negative');
    expect(validateAppointmentType({ ...valid, price: '12abc' }, others).price).toBe('invalid');
    expect(validateAppointmentType({ ...valid, price: '950,50' }, others).price).toBeUndefined();
    expect(validateAppointmentType({ ...valid, price: '9.999' }, others).price).toBeUndefined();
    expect(parsePrice('9.999')).toBe(10);
  });
  it('refuses a price above what the database stores (numeric(12, 2)) before anything is sent', () => {
    expect(validateAppointmentType({ ...valid, price: '9999999999.99' }, others).price).toBeUndefined();
    expect(validateAppointmentType({ ...valid, price: '10000000000' }, others).price).toBe('tooLarge');
    expect(validateAppointmentType({ ...valid, price: '99999999999999999999' }, others).price).toBe(
      'tooLarge',
    );
    expect(en.appointmentTypes.validation.price.tooLarge).toBe('The price is too large');
  });
  it('wants a currency', () => {
    expect(validateAppointmentType({ ...valid, currencyId: '' }, others).currencyId).toBe('required');
  });
});

describe('parsePrice', () => {
  it('reads a decimal comma and keeps 2 decimals', () => {
    expect(parsePrice('950,5')).toBe(950.5);
    expect(parsePrice(' 12.34 ')).toBe(12.34);
  });
});

describe('texts', () => {
  it("counts types with the spec's subtitle", () => {
    expect(en.appointmentTypes.subtitle).toBe('There are {{count}} appointment type(s)');
  });
});
