import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { theme } from 'shared-ui';
import { NotificationList } from './notification-list';
import type { AppNotification } from './notifications.resource';

const n = (id: string, seen: boolean, patientId: string | null = null): AppNotification => ({
  id,
  type: 'X',
  text: { EN: `Notice ${id}`, NO: `Varsel ${id}` },
  seen,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  auto_seen_trigger_type: null,
  patientId,
});

const rgb = (hex: string) => {
  const v = parseInt(hex.slice(1), 16);
  return `rgb(${(v >> 16) & 255}, ${(v >> 8) & 255}, ${v & 255})`;
};

test('a styled list: unread rows marked and bold, relative times, patient links without browser blue', () => {
  renderWithProviders(
    <NotificationList notifications={[n('a', false, 'p1'), n('b', true)]} onMarkSeen={jest.fn()} />,
  );
  const [unread, read] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(unread).toHaveAttribute('data-seen', 'false');
  expect(within(unread).getByRole('button', { name: 'Mark as seen' })).toBeInTheDocument();
  expect(within(read).queryByRole('button')).not.toBeInTheDocument();
  expect(within(unread).getByText('5 minutes ago')).toBeInTheDocument();

  const link = within(unread).getByRole('link', { name: 'Notice a' });
  expect(link).toHaveAttribute('href', '/patients/p1');
  expect(getComputedStyle(link).textDecoration).toContain('none');
  expect(getComputedStyle(link).color).not.toBe('rgb(0, 0, 238)');
  expect(getComputedStyle(screen.getByRole('list')).listStyleType).toBe('none');
  expect(rgb(theme.colors.primary)).toBe('rgb(47, 93, 138)');
});

test('a click on an unseen notice without a link marks it seen; a seen one is plain text', async () => {
  const onMarkSeen = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <NotificationList notifications={[n('c', false), n('d', true)]} onMarkSeen={onMarkSeen} />,
  );
  await user.click(screen.getByRole('button', { name: 'Notice c' }));
  expect(onMarkSeen).toHaveBeenCalledWith('c');
  expect(screen.queryByRole('button', { name: 'Notice d' })).not.toBeInTheDocument();
  expect(screen.getByText('Notice d')).toBeInTheDocument();
});
