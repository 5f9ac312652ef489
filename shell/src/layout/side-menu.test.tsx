import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it("lists the spec's entries in order", () => {
    renderWithProviders(<SideMenu />);
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
    renderWithProviders(<SideMenu />);
    const waitingRoom = screen.getByLabelText('Waiting room');
    expect(waitingRoom).toHaveAttribute('aria-disabled', 'true');
    expect(waitingRoom).not.toHaveAttribute('href');
    act(() => waitingRoom.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No patient is online');
  });

  it('gives every entry an icon, and collapsed a tooltip with the full name', async () => {
    localStorage.setItem('isMenuOpened', 'false');
    renderWithProviders(<SideMenu />);
    for (const item of screen.getAllByRole('listitem')) expect(item.querySelector('svg')).not.toBeNull();
    const firstAppointment = screen.getByRole('link', { name: 'First appointment with the product' });
    act(() => firstAppointment.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('First appointment with the product');
    localStorage.removeItem('isMenuOpened');
  });

  it('collapses on request, remembers it under isMenuOpened, and collapses by itself in a live appointment', async () => {
    localStorage.removeItem('isMenuOpened');
    const { unmount } = renderWithProviders(<SideMenu />);
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

    renderWithProviders(<SideMenu />, { route: '/appointments/7' });
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
      renderWithProviders(<SideMenu />);
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
  ])('highlights the parent entry on %s', (route, entry) => {
    renderWithProviders(<SideMenu />, { route });
    expect(screen.getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  });
});
