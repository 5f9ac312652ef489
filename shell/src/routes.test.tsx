import * as pages from './pages/lazy-pages';
import { isAppPath, shellPages } from './routes';

// The shell's table preloads the split page a URL opens directly (at boot, beside the session check).
describe("the shell's route table", () => {
  it('preloads the split page of a URL, also one given the session (set-new-password)', async () => {
    expect(pages.SetNewPasswordPage.isLoaded).toBe(false);
    await shellPages.preload('/users/u-1/set-new-password');
    expect(pages.SetNewPasswordPage.isLoaded).toBe(true);
    expect(pages.LoginPage.isLoaded).toBe(false);
    await shellPages.preload('/login');
    expect(pages.LoginPage.isLoaded).toBe(true);
  });

  it("preloads nothing for a remote's path or an unknown one", async () => {
    await shellPages.preload('/dashboard/calendar');
    await shellPages.preload('/no-such-page');
    const split = [
      pages.ForgotPasswordPage,
      pages.VippsCallbackPage,
      pages.ChangePasswordPage,
      pages.DataProcessingAgreementPage,
      pages.NotificationsPage,
      pages.EditProfilePage,
      pages.ConnectVippsPage,
      pages.PlaygroundPage,
    ];
    expect(split.filter((page) => page.isLoaded)).toEqual([]);
  });
});

describe('isAppPath', () => {
  const registry = {
    'mf-calendar': { manifest: 'http://x/mf-manifest.json', routes: ['/dashboard', '/working-hours'] },
  };
  it.each([
    ['/login', true],
    ['/users/u1/set-new-password', true],
    ['/dashboard/calendar', true],
    ['/working-hours', true],
    ['/no-such-page', false],
    ['/dashboardx', false],
  ])('%s → %s', (path, known) => {
    expect(isAppPath(registry, path)).toBe(known);
  });
});
