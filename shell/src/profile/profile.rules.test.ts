import { schemaErrors } from 'shared-ui/forms';
import { NAME_MAX, profileSchema } from './profile.rules';

const valid = { firstName: 'Ingrid', lastName: 'Solberg', phone: '+47 91 23 45 67', description: '' };
const errorsOf = (values: Partial<typeof valid>) =>
  schemaErrors(profileSchema, { ...valid, ...values }, 'profile');

describe('profileSchema (spec 000 §5)', () => {
  it('accepts a profile, an empty phone and an empty description', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ phone: '' })).toEqual({});
  });

  it('gives each field its rule: names required, not blank, not too long; a phone in international format', () => {
    expect(errorsOf({ firstName: '', lastName: '   ' })).toEqual({
      firstName: 'required',
      lastName: 'blank',
    });
    expect(errorsOf({ firstName: 'x'.repeat(NAME_MAX + 1) })).toEqual({ firstName: 'tooLong' });
    expect(errorsOf({ phone: 'abc' })).toEqual({ phone: 'invalid' });
    expect(errorsOf({ description: 'x'.repeat(256) })).toEqual({ description: 'tooLong' });
  });
});
