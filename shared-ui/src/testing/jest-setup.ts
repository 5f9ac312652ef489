import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { preloadOverlays } from '../components/overlay-loader';
import { i18n } from '../i18n/i18n';
import { showParcelPlaceholders } from '../parcels/parcel-environment';
import { createFakeRealtime } from '../realtime/fake-realtime';
import { setRealtimeSource } from '../realtime/realtime-source';

// `npm test` runs every package's jest at once on a 2-core machine; a page that paints in 200 ms alone (the
// calendar with FullCalendar) can take over the default 1 s for findBy*/waitFor there.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Radix Select calls on open (pointer capture, scrolling the chosen option into view); without
// these every test that opens a shared-ui Select throws. Browsers have them all.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
// jsdom's window.scrollTo only reports "Not implemented" on the console (draft-js calls it on focus).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// No other remote runs in a unit test: RemoteParcel shows its placeholder unless a file calls
// setupTestParcels (shared-ui/testing) with stand-ins.
showParcelPlaceholders(true);

// Tests assert the spec's English texts, word for word. The overlays' code (split out of the first screen,
// see components/overlay-loader.ts) is loaded before any test, so every overlay renders synchronously.
beforeAll(async () => {
  await Promise.all([i18n.changeLanguage('en'), preloadOverlays()]);
});

// No unit test opens a WebSocket: Realtime is an in-memory fake (a file that emits changes installs its own
// with setupFakeRealtime from shared-ui/testing).
beforeEach(() => setRealtimeSource(() => Promise.resolve(createFakeRealtime().source)));
