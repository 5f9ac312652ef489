import { act, cleanup } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { setParcelLoader, showParcelPlaceholders } from '../parcels/parcel-environment';

type StandIn = LifeCycles<never> | (() => Promise<LifeCycles<never>>);

/**
 * In unit tests RemoteParcel shows its QA placeholder ("Parcel <remote>/<name>"). A test file that needs a
 * parcel really mounted calls this once with stand-in lifecycles keyed by '<remote>/<parcel>' (e.g. made with
 * createParcelLifecycles around a small fake component); a function rejecting simulates a dead remote.
 * Call it inside the file's describe block: its cleanup then runs before Testing Library's own, so a mounted
 * parcel is unmounted inside act (no act() warning after the test).
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
  afterEach(async () => {
    // Unmount the page inside act, before Testing Library's own cleanup: single-spa unmounts a mounted parcel's
    // React root through its lifecycle promises, an update of its own that is warned about outside act.
    await act(async () => {
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    setParcelLoader(null);
    showParcelPlaceholders(true);
  });
}
