import { checkSession, startEarlyBoot } from './early-boot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const config = { supabaseUrl: 'http://api.test', supabaseAnonKey: 'anon' };
const session = { userId: 'u1', accessToken: 'jwt', expiresAt: 2_000_000_000 };
const profileRow = {
  id: 'u1',
  email: 'therapist@demo.clinic',
  first_name: 'Ingrid',
  last_name: null,
  role: 'THERAPIST',
  clinic_id: 'c1',
  is_vipps_connected_to_profile: false,
  clinic: { id: 'c1', name: 'Oslo', is_invoice_enable: true, therapists_minutes_for_logout: 30 },
};

function answer(user: number, rows: number, body: unknown = [profileRow]) {
  const fetchMock = jest.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url.includes('/auth/v1/user')
        ? new Response('{}', { status: user })
        : new Response(JSON.stringify(body), { status: rows }),
    ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

test('one round trip: the session check and the profile with its clinic embedded, with the stored token', async () => {
  const fetchMock = answer(200, 200);
  await expect(checkSession(config, session)).resolves.toEqual({
    status: 'valid',
    // the row mapped once into the domain's spelling
    profile: expect.objectContaining({
      id: 'u1',
      role: 'THERAPIST',
      firstName: 'Ingrid',
      lastName: '',
      fullName: 'Ingrid',
      clinicId: 'c1',
      vippsConnected: false,
    }),
    clinic: { id: 'c1', name: 'Oslo', invoiceEnabled: true, minutesForLogout: 30 },
  });
  const urls = fetchMock.mock.calls.map(([url]) => url);
  expect(urls).toContain('http://api.test/auth/v1/user');
  const profileUrl = new URL(urls.find((url) => url.includes('/rest/v1/users'))!);
  expect(profileUrl.searchParams.get('id')).toBe('eq.u1');
  expect(profileUrl.searchParams.get('select')).toMatch(
    /^id,email,.*,clinic:clinics!users_clinic_id_fkey\(id,/,
  );
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({
    headers: { apikey: 'anon', Authorization: 'Bearer jwt' },
  });
});

test.each([
  ['the auth server no longer knows the session', 403, 200],
  ['the token is refused by the auth server', 401, 200],
  ['the token is refused by the API', 200, 401],
])('%s: revoked', async (_case, user, rows) => {
  answer(user, rows);
  await expect(checkSession(config, session)).resolves.toEqual({ status: 'revoked' });
});

test('a server error or no network leaves the decision to supabase-js', async () => {
  answer(500, 200);
  await expect(checkSession(config, session)).resolves.toEqual({ status: 'unknown' });
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  await expect(checkSession(config, session)).resolves.toEqual({ status: 'unknown' });
});

test('no profile row is a valid session without a profile (the guards refuse it)', async () => {
  answer(200, 200, []);
  await expect(checkSession(config, session)).resolves.toEqual({
    status: 'valid',
    profile: null,
    clinic: null,
  });
});

describe('where the registry comes from', () => {
  const registry = {
    'mf-billing': { manifest: 'https://cdn.test/mf-billing/mf-manifest.json', routes: ['/payments'] },
  };

  function serve(deploymentConfig: object) {
    const fetchMock = jest.fn((url: string) =>
      Promise.resolve(
        url === '/config.json'
          ? new Response(JSON.stringify(deploymentConfig))
          : url === '/remotes.json' || url === 'https://bucket.test/deployments/remotes.json'
            ? new Response(JSON.stringify(registry))
            : new Response('not found', { status: 404 }),
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  test("the URL config.json names (a bucket's remotes.json): a static host needs no rewrite", async () => {
    const fetchMock = serve({ ...config, registryUrl: 'https://bucket.test/deployments/remotes.json' });
    await expect(startEarlyBoot().registry).resolves.toEqual(registry);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('https://bucket.test/deployments/remotes.json');
    expect(urls).not.toContain('/remotes.json');
  });

  test('without one, /remotes.json beside the shell', async () => {
    const fetchMock = serve(config);
    await expect(startEarlyBoot().registry).resolves.toEqual(registry);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/remotes.json');
  });
});
