import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore } from 'shared-ui';
import { renderWithProviders, setupMockServer } from 'shared-ui/testing';
import { therapistSession } from '../testing/fixtures';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { autoSeenInHeader, NotificationBell } from './notification-bell';
import type { AppNotification } from './notifications.resource';

const row = (id: string, seen: boolean, trigger: number | null) => ({
  id,
  type: 'APPOINTMENT_BOOKED',
  text: { EN: `Notice ${id}`, NO: `Varsel ${id}` },
  seen,
  created_at: new Date().toISOString(),
  auto_seen_trigger_type: trigger,
  additional_data: {},
  receiver_id: 'u1',
  notification_seen: [],
});

const marked: unknown[] = [];
setupMockServer([
  http.get(`${API}/rest/v1/notifications`, () =>
    HttpResponse.json([row('a', false, 5), row('b', false, 2), row('c', true, 5), row('d', false, 5)]),
  ),
  http.post(`${API}/rest/v1/rpc/get_menu_badges`, () =>
    HttpResponse.json({ pending_payments: 0, patients_online: 0, unseen_notifications: 3 }),
  ),
  http.post(`${API}/rest/v1/rpc/mark_notifications_seen`, async ({ request }) => {
    marked.push(await request.json());
    return HttpResponse.json(2);
  }),
]);

beforeEach(() => {
  marked.length = 0;
  sessionStore.set(therapistSession);
});
afterEach(() => sessionStore.set(null));

test('the pure rule: unseen notifications of trigger type 5 only', () => {
  const n = (id: string, seen: boolean, trigger: number | null): AppNotification => ({
    id,
    type: 'X',
    text: { EN: id, NO: id },
    seen,
    created_at: '2026-11-22T08:00:00Z',
    auto_seen_trigger_type: trigger,
    patientId: null,
  });
  expect(
    autoSeenInHeader([
      n('a', false, 5),
      n('b', true, 5),
      n('c', false, 2),
      n('d', false, 3),
      n('e', false, null),
    ]),
  ).toEqual(['a']);
});

test('opening the bell marks the shown type-5 notifications seen through the RPC (spec 000 §4)', async () => {
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: /3/ });
  expect(marked).toEqual([]);
  await userEvent.click(bell);
  await screen.findByText('Notice b');
  await waitFor(() => expect(marked).toEqual([{ p_ids: ['a', 'd'] }]));
});
