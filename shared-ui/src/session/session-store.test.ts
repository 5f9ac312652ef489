import { sessionStore } from './session-store';

describe('sessionStore.reloadProfile', () => {
  it('asks the shell’s reloader, and does nothing without one', async () => {
    await expect(sessionStore.reloadProfile()).resolves.toBeUndefined();
    const reload = jest.fn(() => Promise.resolve());
    sessionStore.setProfileReloader(reload);
    await sessionStore.reloadProfile();
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStore.setProfileReloader(null);
    await sessionStore.reloadProfile();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
