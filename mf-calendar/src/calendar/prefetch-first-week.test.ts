import { QueryClient } from '@tanstack/react-query';
import { setupCalendarTests } from '../testing/setup-tests';
import { prefsKey, visibleRange } from './calendar.rules';
import { calendarKeys } from '../common/calendar.keys';
import { prefetchFirstWeek } from './prefetch-first-week';
import { clinicDisplayDate, instantRange } from 'shared-ui';

const { server, fixtures } = setupCalendarTests();
const me = fixtures.therapist.id;
const work = fixtures.calendars.work.id;

function remember(prefs: { view: string; calendarId: string | null; therapistUserId: string | null }) {
  window.localStorage.setItem(prefsKey(me), JSON.stringify(prefs));
}

describe('prefetchFirstWeek', () => {
  it("starts the remembered own calendar's events for the remembered view, under the page's own key", async () => {
    remember({ view: 'timeGridWeek', calendarId: work, therapistUserId: null });
    const client = new QueryClient();
    const now = new Date();
    prefetchFirstWeek(client, now);
    // The page's key: the clinic's week (display dates) as instants.
    const range = instantRange(visibleRange('timeGridWeek', clinicDisplayDate(now)));
    const key = calendarKeys.eventsIn(work, range.start, range.end);
    await client.getQueryCache().find({ queryKey: key })?.promise;
    const result = client.getQueryData<{ calendarId: string; events: unknown[] }>(key);
    expect(result?.calendarId).toBe(work);
    expect(result?.events.length).toBeGreaterThan(0);
  });

  it("starts nothing on a first visit or for a colleague's calendar (their id comes with the context)", () => {
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/rest/v1/calendar_events')) reads += 1;
    });
    const client = new QueryClient();
    prefetchFirstWeek(client);
    remember({ view: 'timeGridWeek', calendarId: work, therapistUserId: fixtures.colleague.id });
    prefetchFirstWeek(client);
    expect(client.getQueryCache().findAll({ queryKey: calendarKeys.events })).toHaveLength(0);
    expect(reads).toBe(0);
    server.events.removeAllListeners();
  });
});
