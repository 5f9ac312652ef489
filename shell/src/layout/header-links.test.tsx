import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { therapistProfile } from '../testing/fixtures';
import { appUrl } from './header';
import { UserMenu } from './user-menu';

describe('links to the other applications (spec 000 §2.3)', () => {
  it('joins the configured base URL and the path, and gives nothing without a base', () => {
    expect(appUrl('https://admin.example/', '/clinic/dashboard/departments')).toBe(
      'https://admin.example/clinic/dashboard/departments',
    );
    expect(appUrl('https://app.example', '/therapist/dashboard')).toBe(
      'https://app.example/therapist/dashboard',
    );
    expect(appUrl(undefined, '/therapist/dashboard')).toBeNull();
    expect(appUrl('', '/therapist/dashboard')).toBeNull();
  });
});

describe('UserMenu digital-ID entry (spec 002 §2)', () => {
  it.each([
    [false, 'Connect Vipps'],
    [true, 'Disconnect Vipps'],
  ])('connected %s → "%s", which opens /connect-vipps', async (connected, label) => {
    renderWithProviders(
      <UserMenu profile={{ ...therapistProfile, is_vipps_connected_to_profile: connected }} />,
      {
        route: '/dashboard/calendar',
        showPath: true,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    expect(screen.getByTestId('path')).toHaveTextContent('/connect-vipps');
  });
});
