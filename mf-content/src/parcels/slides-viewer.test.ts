import * as parcel from './slides-viewer';

describe('parcel mf-content/slides-viewer', () => {
  it('exports single-spa parcel lifecycles, props updates included', () => {
    expect(typeof parcel.bootstrap).toBe('function');
    expect(typeof parcel.mount).toBe('function');
    expect(typeof parcel.unmount).toBe('function');
    expect(typeof parcel.update).toBe('function');
  });
});
