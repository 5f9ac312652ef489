import { http, HttpResponse } from 'msw';
import { sessionStore } from 'shared-ui';
import { setupMockServer } from 'shared-ui/testing';
import { therapistSession } from '../testing/fixtures';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { fetchNotifications } from './notifications.resource';

const base = {
  type: 'CLINIC_NEWS',
  text: { EN: 'The clinic is closed on 17 May', NO: 'Klinikken er stengt 17. mai' },
  created_at: '2026-11-20T08:00:00Z',
  auto_seen_trigger_type: null,
  additional_data: {},
};
const requested: URL[] = [];
setupMockServer([
  http.get(`${API}/rest/v1/notifications`, ({ request }) => {
    requested.push(new URL(request.url));
    return HttpResponse.json([
      { ...base, id: 'own', receiver_id: 'u1', seen: true, notification_seen: [] },
      // A role notification's own `seen` column is not about this user: her notification_seen row is.
      { ...base, id: 'role-unseen', receiver_id: null, seen: true, notification_seen: [] },
      {
        ...base,
        id: 'role-seen',
        receiver_id: null,
        seen: false,
        notification_seen: [{ seen_at: base.created_at }],
      },
    ]);
  }),
]);

beforeEach(() => sessionStore.set(therapistSession));
afterEach(() => sessionStore.set(null));

test("reads the user's own and role notifications, seen per user for the role ones", async () => {
  const list = await fetchNotifications('u1', 50);
  expect(requested[0]!.searchParams.get('or')).toBe('(receiver_id.eq.u1,receiver_id.is.null)');
  expect(requested[0]!.searchParams.get('select')).toContain('notification_seen(seen_at)');
  expect(list.map((n) => [n.id, n.seen])).toEqual([
    ['own', true],
    ['role-unseen', false],
    ['role-seen', true],
  ]);
});
