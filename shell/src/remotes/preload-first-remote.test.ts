import { preloadRemote } from '@module-federation/enhanced/runtime';
import { hasStoredSession, preloadFirstRemote } from './federation-remotes';
import type { RemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const registry: RemoteRegistry = {
  'mf-calendar': { manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/dashboard'] },
  'mf-patients': { manifest: 'http://localhost:3002/mf-manifest.json', routes: ['/dashboard/patients'] },
};

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(preloadRemote).mockClear();
});

test('a stored supabase-js session is recognised by its key', () => {
  expect(hasStoredSession(window.localStorage)).toBe(false);
  window.localStorage.setItem('i18nextLng', 'en');
  expect(hasStoredSession(window.localStorage)).toBe(false);
  window.localStorage.setItem('sb-127-auth-token', '{}');
  expect(hasStoredSession(window.localStorage)).toBe(true);
});

test('with a stored session the remote owning the first URL is fetched ahead of the guards', () => {
  window.localStorage.setItem('sb-127-auth-token', '{}');
  preloadFirstRemote(registry, '/dashboard/patients', window.localStorage);
  expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_patients', exposes: ['./app'] }]);
});

test('without a session, or on a shell page, nothing is fetched', () => {
  preloadFirstRemote(registry, '/dashboard/calendar', window.localStorage);
  window.localStorage.setItem('sb-127-auth-token', '{}');
  preloadFirstRemote(registry, '/login', window.localStorage);
  expect(preloadRemote).not.toHaveBeenCalled();
});
