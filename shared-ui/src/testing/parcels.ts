import type { LifeCycles } from 'single-spa';
import { setParcelLoader, showParcelPlaceholders } from '../parcels/parcel-environment';

type StandIn = LifeCycles<never> | (() => Promise<LifeCycles<never>>);

/**
 * In unit tests RemoteParcel shows its QA placeholder ("Parcel <remote>/<name>"). A test file that needs a
 * parcel really mounted calls this once with stand-in lifecycles keyed by '<remote>/<parcel>' (e.g. made with
 * createParcelLifecycles around a small fake component); a function rejecting simulates a dead remote.
 */
export function setupTestParcels(parcels: Record<string, StandIn>): void {
  beforeEach(() => {
    showParcelPlaceholders(false);
    setParcelLoader(async (remote, parcel) => {
      const standIn = parcels[`${remote}/${parcel}`];
      if (!standIn) throw new Error(`No stand-in for the parcel ${remote}/${parcel} in this test file`);
      return typeof standIn === 'function' ? standIn() : standIn;
    });
  });
  afterEach(() => {
    setParcelLoader(null);
    showParcelPlaceholders(true);
  });
}
