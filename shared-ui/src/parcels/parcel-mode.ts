/**
 * In a remote's QA mode (shared-ui/qa, `npm start -w <remote>`) no other remote is running, so RemoteParcel
 * shows a labelled placeholder instead of loading. runStandalone switches this on; nothing else should.
 */
let placeholders = false;

export function showParcelPlaceholders(on: boolean): void {
  placeholders = on;
}

export function parcelPlaceholdersShown(): boolean {
  return placeholders;
}
