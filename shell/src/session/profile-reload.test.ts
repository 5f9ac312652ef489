import type * as SharedUi from 'shared-ui';
import type * as AuthStore from './auth-store';

test('the shell answers sessionStore.reloadProfile with its own profile reload (the channel remotes use)', () => {
  jest.isolateModules(() => {
    // A second copy of the shared libraries: single-spa would warn that it is loaded twice on the page.
    jest.doMock('single-spa', () => ({}));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry
    const { sessionStore } = require('shared-ui') as typeof SharedUi;
    const register = jest.spyOn(sessionStore, 'setProfileReloader');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the spy is in place
    const store = require('./auth-store') as typeof AuthStore;
    expect(register).toHaveBeenCalledWith(store.refreshProfile);
  });
});
