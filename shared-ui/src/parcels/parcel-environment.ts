import type { LifeCycles } from 'single-spa';

/** Loads a parcel's lifecycles; the default goes through the federation runtime (load-parcel.ts). */
export type ParcelLoader = (remote: string, parcel: string) => Promise<LifeCycles<never>>;

/**
 * Where no other remote runs — a remote's QA mode (shared-ui/qa, `npm start -w <remote>`) and unit tests
 * (shared-ui's jest setup) — RemoteParcel shows a labelled placeholder instead of loading.
 */
let placeholders = false;
/** Unit tests mount stand-in lifecycles through setupTestParcels (shared-ui/testing). */
let loaderOverride: ParcelLoader | null = null;

export function showParcelPlaceholders(on: boolean): void {
  placeholders = on;
}

export function parcelPlaceholdersShown(): boolean {
  return placeholders;
}

export function setParcelLoader(loader: ParcelLoader | null): void {
  loaderOverride = loader;
}

export function parcelLoaderOverride(): ParcelLoader | null {
  return loaderOverride;
}
