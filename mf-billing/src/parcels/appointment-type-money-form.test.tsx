import * as parcel from './appointment-type-money-form';

describe('parcel mf-billing/appointment-type-money-form', () => {
  it('exports single-spa parcel lifecycles, props updates included', () => {
    expect(typeof parcel.bootstrap).toBe('function');
    expect(typeof parcel.mount).toBe('function');
    expect(typeof parcel.unmount).toBe('function');
    expect(typeof parcel.update).toBe('function');
  });
});
