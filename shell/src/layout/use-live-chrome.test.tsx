import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore } from 'shared-ui';
import { renderWithProviders, setupFakeRealtime, setupMockServer } from 'shared-ui/testing';
import { NotificationBell } from '../notifications/notification-bell';
import { therapistSession } from '../testing/fixtures';
import { TEST_SUPABASE_URL as API } from '../testing/test-supabase';
import { servedRegistry } from '../testing/served-registry';
import { SideMenu } from './side-menu';
import { useLiveChrome } from './use-live-chrome';

const realtime = setupFakeRealtime();
const db = { notifications: [] as { id: string; seen: boolean }[], pendingPayments: 1, requests: 0 };

setupMockServer([
  http.get(`${API}/rest/v1/notifications`, () => {
    db.requests += 1;
    return HttpResponse.json(
      db.notifications.map(({ id, seen }) => ({
        id,
        type: 'APPOINTMENT_BOOKED',
        text: { EN: `Notice ${id}`, NO: `Varsel ${id}` },
        seen,
        created_at: new Date().toISOString(),
        auto_seen_trigger_type: null,
        additional_data: {},
      })),
    );
  }),
  http.post(`${API}/rest/v1/rpc/get_menu_badges`, () => {
    db.requests += 1;
    return HttpResponse.json({
      pending_payments: db.pendingPayments,
      patients_online: 0,
      unseen_notifications: db.notifications.filter((n) => !n.seen).length,
    });
  }),
]);

function Chrome() {
  useLiveChrome(true);
  return (
    <>
      <NotificationBell />
      <SideMenu registry={servedRegistry} />
    </>
  );
}

beforeEach(() => {
  db.notifications = [{ id: 'a', seen: false }];
  db.pendingPayments = 1;
  db.requests = 0;
  sessionStore.set(therapistSession);
});
afterEach(() => sessionStore.set(null));

test("joins the user's, the clinic role's and the therapist's private topics, one channel each", async () => {
  renderWithProviders(<Chrome />);
  await screen.findByRole('button', { name: /1/ });
  await waitFor(() =>
    expect(realtime.current.topics()).toEqual([
      'user:u1',
      'clinic:c1:role:THERAPIST',
      'clinic:c1:therapist:u1',
    ]),
  );
  expect(realtime.current.open().every((c) => c.private)).toBe(true);
});

test('a new notification updates the bell and the menu badge without polling', async () => {
  renderWithProviders(<Chrome />);
  await screen.findByRole('button', { name: /1/ });
  db.notifications.unshift({ id: 'b', seen: false });
  act(() => realtime.current.emit('user:u1', 'notifications', 'INSERT', 'b'));
  await screen.findByRole('button', { name: /2/ });
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAccessibleDescription('2 new');
});

test('a change to my appointments updates the payments badge', async () => {
  renderWithProviders(<Chrome />);
  const payments = await screen.findByRole('link', { name: /Payments/ });
  await screen.findByRole('button', { name: /1/ });
  expect(payments).toHaveAccessibleDescription('1 new');
  db.pendingPayments = 4;
  act(() => realtime.current.emit('clinic:c1:therapist:u1', 'appointments', 'UPDATE', 'x'));
  await screen.findByText('4');
  expect(screen.getByRole('link', { name: 'Payments' })).toHaveAccessibleDescription('4 new');
});
