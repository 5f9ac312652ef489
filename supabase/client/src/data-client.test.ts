/**
 * The data facade (getDataClient): before supabase-js has started (the shell holds it until the first screen
 * is done) reads go out through postgrest-js with the stored session's token; afterwards through supabase-js.
 * A resource never chooses: the same `from`, `rpc` and `bucket` either way.
 */
import {
  configureSupabase,
  getDataClient,
  getSupabase,
  getSupabaseAfterFirstScreen,
  holdSupabaseJsUntil,
} from './index';

// A project per test: each test starts supabase-js afresh, and two clients of one project (one storage key) in a
// page are what GoTrue warns about.
let project = 0;
let API = '';
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      String(input).includes('/storage/v1/')
        ? new Response(JSON.stringify({ signedURL: '/object/sign/avatars/a.png?token=t' }), { status: 200 })
        : new Response(JSON.stringify([{ id: 'row' }]), { status: 200 }),
    ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  project += 1;
  API = `http://project-${project}.api.test`;
  configureSupabase({ url: API, anonKey: 'anon', storedAccessToken: () => 'stored-jwt' });
});

const requestOf = (call: unknown[]) => ({
  url: String(call[0]),
  headers: new Headers((call[1] as RequestInit | undefined)?.headers),
});

test('before supabase-js has started, reads and RPCs go out with the stored token, without supabase-js', async () => {
  let release = () => {};
  holdSupabaseJsUntil(new Promise<void>((resolve) => (release = resolve)));
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    let started = false;
    const later = getSupabaseAfterFirstScreen().then((client) => {
      started = true;
      return client;
    });
    const db = await getDataClient();
    const { data } = await db.from('calendar_events').select('id');
    expect(data).toEqual([{ id: 'row' }]);
    await db.rpc('get_menu_badges');
    const [read, rpc] = fetchMock.mock.calls.map(requestOf);
    expect(read!.url).toBe(`${API}/rest/v1/calendar_events?select=id`);
    expect(rpc!.url).toBe(`${API}/rest/v1/rpc/get_menu_badges`);
    for (const request of [read!, rpc!]) {
      expect(request.headers.get('authorization')).toBe('Bearer stored-jwt');
      expect(request.headers.get('apikey')).toBe('anon');
      // supabase-js names itself in every request; postgrest-js alone does not.
      expect(request.headers.get('x-client-info')).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);

    release();
    const client = await later;
    await client.auth.stopAutoRefresh();
    // Once supabase-js has started, the same facade goes through it (its session, its token refresh).
    fetchMock.mockClear();
    await db.from('calendar_events').select('id');
    expect(requestOf(fetchMock.mock.calls[0]!).headers.get('x-client-info')).toMatch(/^supabase-js/);
    // getSupabase() is never held back.
    expect(await getSupabase()).toBe(client);
  } finally {
    globalThis.BroadcastChannel = channel;
    holdSupabaseJsUntil(Promise.resolve());
  }
});

test('a storage bucket comes from the same facade, through supabase-js', async () => {
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    const avatars = await (await getDataClient()).bucket('avatars');
    const { data, error } = await avatars.createSignedUrl('a.png', 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain('/storage/v1/object/sign/avatars/a.png?token=t');
    const sign = requestOf(fetchMock.mock.calls.at(-1)!);
    expect(sign.url).toBe(`${API}/storage/v1/object/sign/avatars/a.png`);
    // supabase-js's storage client, with supabase-js's own session (none stored in this test: the anon key).
    expect(sign.headers.get('x-client-info')).toMatch(/^supabase-js/);
    await (await getSupabase()).auth.stopAutoRefresh();
  } finally {
    globalThis.BroadcastChannel = channel;
  }
});

test('an unconfigured client says so', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('./index') as { getDataClient: () => unknown };
    expect(() => fresh.getDataClient()).toThrow('Supabase is not configured');
  });
});
