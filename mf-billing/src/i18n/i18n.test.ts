import en from './en.json';
import no from './no.json';
import { PROVIDER_ERROR_CODES } from '../payments/payment.rules';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('mf-billing translations', () => {
  it('Norwegian has a translation for every English key, and no other', () => {
    expect(keys(no).sort()).toEqual(keys(en).sort());
  });

  it('translates every provider error code', () => {
    for (const code of PROVIDER_ERROR_CODES) {
      expect(en.payments.providerErrors).toHaveProperty(code);
      expect(no.payments.providerErrors).toHaveProperty(code);
    }
  });
});
