import { isStillValid, readStoredSession } from './stored-session';

const KEY = 'sb-127-auth-token';

beforeEach(() => window.localStorage.clear());

test('reads the user, token and expiry supabase-js stored', () => {
  expect(readStoredSession(window.localStorage)).toBeNull();
  window.localStorage.setItem(
    KEY,
    JSON.stringify({
      access_token: 'jwt',
      expires_at: 2_000_000_000,
      refresh_token: 'r',
      user: { id: 'u1' },
    }),
  );
  expect(readStoredSession(window.localStorage)).toEqual({
    userId: 'u1',
    accessToken: 'jwt',
    expiresAt: 2_000_000_000,
  });
});

test('a malformed stored value is no session', () => {
  window.localStorage.setItem(KEY, '{not json');
  expect(readStoredSession(window.localStorage)).toBeNull();
  window.localStorage.setItem(KEY, JSON.stringify({ access_token: 'jwt', user: { id: 'u1' } }));
  expect(readStoredSession(window.localStorage)).toBeNull();
});

test('a token about to expire is not still valid (supabase-js refreshes it first)', () => {
  const now = 1_000_000_000_000;
  const session = { userId: 'u1', accessToken: 'jwt', expiresAt: now / 1000 + 3600 };
  expect(isStillValid(session, now)).toBe(true);
  expect(isStillValid({ ...session, expiresAt: now / 1000 + 30 }, now)).toBe(false);
  expect(isStillValid({ ...session, expiresAt: now / 1000 - 1 }, now)).toBe(false);
});
