import { autoSeenInHeader } from './notification-bell';
import type { AppNotification } from './notifications.resource';

const item = (id: string, seen: boolean, trigger: number | null): AppNotification => ({
  id,
  type: 'X',
  text: { EN: id, NO: id },
  seen,
  created_at: '2026-11-22T08:00:00Z',
  auto_seen_trigger_type: trigger,
  patientId: null,
});

test('opening the bell marks only the unseen notifications of trigger type 5 (spec 000 §4)', () => {
  expect(
    autoSeenInHeader([
      item('a', false, 5),
      item('b', true, 5),
      item('c', false, 2),
      item('d', false, 3),
      item('e', false, null),
    ]),
  ).toEqual(['a']);
});
