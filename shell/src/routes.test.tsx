import { isAppPath } from './routes';

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
