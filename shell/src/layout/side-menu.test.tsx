import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteLine } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { servedRegistry } from '../testing/served-registry';
import shellRoutes from '../routes.json';
import { SideMenu } from './side-menu';
import { activeMenuItem, SIDE_MENU_ITEMS } from './side-menu-items';

describe('SideMenu', () => {
  it("lists the spec's entries in order", () => {
    renderWithProviders(<SideMenu registry={servedRegistry} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Calendar',
      'Patients',
      'Free clients',
      'First appointment with the product',
      'Payments',
      'Waiting room',
      'Video Archive',
      'Appointment types',
      'Evaluation states',
      'Disorders',
      'Google slides',
      'Notifications',
    ]);
  });

  it('disables the waiting room while no patient is online, focusable so its tooltip can say why', async () => {
    renderWithProviders(<SideMenu registry={servedRegistry} />);
    const waitingRoom = screen.getByLabelText('Waiting room');
    expect(waitingRoom).toHaveAttribute('aria-disabled', 'true');
    expect(waitingRoom).not.toHaveAttribute('href');
    act(() => waitingRoom.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No patient is online');
  });

  it('gives every entry an icon, and collapsed a tooltip with the full name', async () => {
    localStorage.setItem('isMenuOpened', 'false');
    renderWithProviders(<SideMenu registry={servedRegistry} />);
    for (const item of screen.getAllByRole('listitem')) expect(item.querySelector('svg')).not.toBeNull();
    const firstAppointment = screen.getByRole('link', { name: 'First appointment with the product' });
    act(() => firstAppointment.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('First appointment with the product');
    localStorage.removeItem('isMenuOpened');
  });

  it('collapses on request, remembers it under isMenuOpened, and collapses by itself in a live appointment', async () => {
    localStorage.removeItem('isMenuOpened');
    const { unmount } = renderWithProviders(<SideMenu registry={servedRegistry} />);
    const toggle = screen.getByRole('button', { name: 'Collapse or expand the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('isMenuOpened')).toBe('false');
    // Collapsed: an icon, no clipped fragment of the name; the full name stays the accessible name.
    const payments = screen.getByRole('link', { name: 'Payments' });
    expect(payments).toHaveTextContent('');
    expect(payments.querySelector('svg')).not.toBeNull();
    await userEvent.click(toggle);
    unmount();

    renderWithProviders(<SideMenu registry={servedRegistry} />, { route: '/appointments/7' });
    expect(screen.getByRole('button', { name: 'Collapse or expand the menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('below 1200 px opens over the page, and a click on the overlay closes it', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 1199px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      localStorage.setItem('isMenuOpened', 'true');
      renderWithProviders(<SideMenu registry={servedRegistry} />);
      const toggle = screen.getByRole('button', { name: 'Collapse or expand the menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Close the menu' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(localStorage.getItem('isMenuOpened')).toBe('true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it.each([
    ['/patients/12/journal', 'Patients'],
    ['/invoice/3/edit', 'Payments'],
    ['/appointment-type/2/script/create', 'Appointment types'],
    ['/working-hours', 'Calendar'],
    ['/settings/appointment/4/edit', 'Appointment types'],
    ['/pre-screening/9', 'First appointment with the product'],
    ['/notifications', 'Notifications'],
  ])('highlights the parent entry on %s', (route, entry) => {
    renderWithProviders(<SideMenu registry={servedRegistry} />, { route });
    expect(screen.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/edit-profile', '/service/google-calendar-auth', '/no-such-page'])(
    'highlights no entry on %s',
    (route) => {
      renderWithProviders(<SideMenu registry={servedRegistry} />, { route });
      expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    },
  );
});

describe('the side-menu keys of the routes.json files', () => {
  const keys = SIDE_MENU_ITEMS.map((item) => item.key);
  const named: string[] = [
    ...(shellRoutes.routes as RouteLine[]).flatMap((line) => (line.menu ? [line.menu] : [])),
    ...Object.values(servedRegistry).flatMap((entry) => Object.values(entry.menu ?? {})),
  ];

  it('name only entries of the menu, and every entry is named', () => {
    expect(named.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !named.includes(key))).toEqual([]);
  });

  it.each(SIDE_MENU_ITEMS.map((item) => [item.key, item.to]))(
    '%s: its own link %s highlights it',
    (key, to) => {
      expect(activeMenuItem(to, servedRegistry)?.key).toBe(key);
    },
  );

  it('a registry entry without menu keys (deployed by an older build) highlights nothing', () => {
    const { menu: _, ...calendar } = servedRegistry['mf-calendar']!;
    expect(activeMenuItem('/working-hours', { ...servedRegistry, 'mf-calendar': calendar })).toBeUndefined();
  });
});
