import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { signedIn, therapistProfile } from '../testing/fixtures';

let mockAuth: AuthState = signedIn();
jest.mock('../session/auth-store', () => ({
  ...jest.requireActual('../session/auth-store'),
  useAuth: () => mockAuth,
}));
import { setRuntimeConfig } from '../config/runtime-config';
import type { AuthState } from '../session/auth-store';
import { appUrl, Header } from './header';
import { servedRegistry } from '../testing/served-registry';
import { SideMenu } from './side-menu';
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

describe('Header (spec 000 §1, §2.3)', () => {
  afterEach(() => setRuntimeConfig(null));
  const config = {
    supabaseUrl: 'http://api.test',
    supabaseAnonKey: 'anon',
    clinicAdminAppUrl: 'https://admin.example',
    therapistAppUrl: 'https://app.example',
  };

  it('offers a clinic member the clinic dashboard; the title leads to the therapist workspace', () => {
    setRuntimeConfig(config);
    mockAuth = signedIn();
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Clinic dashboard' })).toHaveAttribute(
      'href',
      'https://admin.example/clinic/dashboard/departments',
    );
    expect(screen.getByRole('link', { name: 'Therapist workspace' })).toHaveAttribute(
      'href',
      'https://app.example/therapist/dashboard',
    );
  });

  it('no clinic, no clinic dashboard; without the platform, the title leads to this workspace', () => {
    setRuntimeConfig({ ...config, therapistAppUrl: undefined } as never);
    mockAuth = signedIn({ clinicId: null });
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Clinic dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Therapist workspace' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('Log out (spec 002 §2)', () => {
  afterEach(() => localStorage.removeItem('isMenuOpened'));

  it('is in the user menu, after a divider, only while the side menu is collapsed', async () => {
    localStorage.setItem('isMenuOpened', 'false');
    const { unmount } = renderWithProviders(<UserMenu profile={therapistProfile} />);
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    unmount();

    localStorage.setItem('isMenuOpened', 'true');
    renderWithProviders(<UserMenu profile={therapistProfile} />);
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('expanded, the side menu shows Log out at its foot; collapsing moves it to the user menu', async () => {
    localStorage.setItem('isMenuOpened', 'true');
    renderWithProviders(
      <>
        <SideMenu registry={servedRegistry} />
        <UserMenu profile={therapistProfile} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse or expand the menu' }));
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});

describe('UserMenu digital-ID entry (spec 002 §2)', () => {
  it.each([
    [false, 'Connect Vipps'],
    [true, 'Disconnect Vipps'],
  ])('connected %s → "%s", which opens /connect-vipps', async (connected, label) => {
    renderWithProviders(<UserMenu profile={{ ...therapistProfile, vippsConnected: connected }} />, {
      route: '/dashboard/calendar',
      showPath: true,
    });
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    expect(screen.getByTestId('path')).toHaveTextContent('/connect-vipps');
  });
});
