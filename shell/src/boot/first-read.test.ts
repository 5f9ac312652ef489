/**
 * The page's first read (supabase-client first-reads + early-boot's startFirstRead): remembered when a remote
 * marks it, started at boot with the stored token on the next load, and handed to the first identical request.
 */
import {
  asFirstRead,
  configureSupabase,
  discardEarlyReads,
  getDataClient,
  getSupabase,
  getSupabaseAfterFirstScreen,
  holdSupabaseJsUntil,
  type EarlyRead,
} from 'supabase-client';
import { recordedFirstRead, rememberFirstRead } from 'supabase-client/src/first-reads';
import { TEST_SUPABASE_URL } from '../testing/test-supabase';
import { startFirstRead } from './early-boot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const API = 'http://api.test';
const config = { supabaseUrl: API, supabaseAnonKey: 'anon' };
const session = { userId: 'u1', accessToken: 'stored-jwt', expiresAt: 2_000_000_000 };
const tomorrow = () => new Date(Date.now() + 86_400_000);

let fetchMock: jest.Mock;
// These tests configure the client afresh. The test setup's supabase-js client must not keep its refresh timer,
// and after each test its configuration comes back with a started client (created, as setupTestSupabase does,
// without BroadcastChannel), which the setup's afterAll then stops.
beforeAll(async () => (await getSupabase()).auth.stopAutoRefresh());
afterEach(async () => {
  configureSupabase({ url: TEST_SUPABASE_URL, anonKey: 'anon' });
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    await (await getSupabase()).auth.getSession();
  } finally {
    globalThis.BroadcastChannel = channel;
  }
});
beforeEach(() => {
  window.localStorage.clear();
  fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify([{ id: 'fresh' }]), { status: 200 })),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

function configure(earlyReads: EarlyRead[] = []) {
  configureSupabase({ url: API, anonKey: 'anon', storedAccessToken: () => 'stored-jwt', earlyReads });
}

const headersOf = (call: unknown[]) => new Headers((call[1] as RequestInit | undefined)?.headers);

test('a marked read is remembered for its route without the mark or the token, and the mark is never sent', async () => {
  configure();
  const client = await getDataClient();
  const validUntil = tomorrow();
  const { data } = await asFirstRead(client.from('calendar_events').select('id').eq('calendar_id', 'k1'), {
    route: '/dashboard/calendar',
    validUntil,
  });
  expect(data).toEqual([{ id: 'fresh' }]);
  const sent = headersOf(fetchMock.mock.calls[0]!);
  expect(sent.has('x-first-read')).toBe(false);
  expect(sent.get('authorization')).toBe('Bearer stored-jwt');
  const read = recordedFirstRead(window.localStorage, '/dashboard/calendar', `${API}/rest/v1`);
  expect(read).toEqual({
    url: `${API}/rest/v1/calendar_events?select=id&calendar_id=eq.k1`,
    headers: expect.not.objectContaining({ authorization: expect.anything() }),
    validUntil: validUntil.getTime(),
  });
  expect(JSON.stringify(window.localStorage)).not.toContain('stored-jwt');
});

test('the next load starts the remembered read at boot with the stored token; the page gets that answer', async () => {
  rememberFirstRead(window.localStorage, '/dashboard/calendar', {
    url: `${API}/rest/v1/calendar_events?select=id&calendar_id=eq.k1`,
    headers: { 'accept-profile': 'public' },
    validUntil: tomorrow().getTime(),
  });
  fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('[{"id":"early"}]', { status: 200 })));
  const started = startFirstRead(config, session, '/dashboard/calendar')!;
  expect(started).not.toBeNull();
  expect(headersOf(fetchMock.mock.calls[0]!).get('authorization')).toBe('Bearer stored-jwt');

  configure([{ ...started.read, response: started.response }]);
  const client = await getDataClient();
  const { data } = await client.from('calendar_events').select('id').eq('calendar_id', 'k1');
  expect(data).toEqual([{ id: 'early' }]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // Only once: the next identical request asks the API.
  const again = await client.from('calendar_events').select('id').eq('calendar_id', 'k1');
  expect(again.data).toEqual([{ id: 'fresh' }]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('another request, or one after the first screen, is not answered by the early read', async () => {
  const early = {
    url: `${API}/rest/v1/calendar_events?select=id&calendar_id=eq.k1`,
    headers: { 'accept-profile': 'public' },
  };
  configure([{ ...early, response: Promise.resolve(new Response('[{"id":"early"}]')) }]);
  const client = await getDataClient();
  const other = await client.from('calendar_events').select('id').eq('calendar_id', 'k2');
  expect(other.data).toEqual([{ id: 'fresh' }]);
  discardEarlyReads();
  const same = await client.from('calendar_events').select('id').eq('calendar_id', 'k1');
  expect(same.data).toEqual([{ id: 'fresh' }]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a failed early read is asked again, normally', async () => {
  const early = { url: `${API}/rest/v1/calendar_events?select=id`, headers: { 'accept-profile': 'public' } };
  configure([{ ...early, response: Promise.resolve(new Response('{}', { status: 401 })) }]);
  const { data } = await (await getDataClient()).from('calendar_events').select('id');
  expect(data).toEqual([{ id: 'fresh' }]);
});

test('nothing is started for another path, an expired read, or a URL outside the configured API', () => {
  const read = (url: string, validUntil: number) =>
    rememberFirstRead(window.localStorage, '/dashboard/calendar', { url, headers: {}, validUntil });
  read(`${API}/rest/v1/calendar_events?select=id`, tomorrow().getTime());
  expect(startFirstRead(config, session, '/dashboard/patients')).toBeNull();
  read(`${API}/rest/v1/calendar_events?select=id`, Date.now() - 1);
  expect(startFirstRead(config, session, '/dashboard/calendar')).toBeNull();
  // The token goes to the configured API only (a tampered or outdated entry names another host).
  read('http://elsewhere.test/rest/v1/calendar_events', tomorrow().getTime());
  expect(startFirstRead(config, session, '/dashboard/calendar')).toBeNull();
  read(`${API}.elsewhere.test/rest/v1/x`, tomorrow().getTime());
  expect(startFirstRead(config, session, '/dashboard/calendar')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('while the shell holds back what can wait for the first screen, reads go out with the stored token', async () => {
  configure();
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
    const { data } = await (await getDataClient()).from('calendar_events').select('id');
    expect(data).toEqual([{ id: 'fresh' }]);
    expect(headersOf(fetchMock.mock.calls[0]!).get('authorization')).toBe('Bearer stored-jwt');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(false);
    release();
    const client = await later;
    await client.auth.stopAutoRefresh();
    expect(started).toBe(true);
    // Once it has started, the data client is supabase-js itself (its session, its token refresh).
    expect(await getDataClient()).toBe(client);
    // getSupabase() is never held back: something on the first screen that needs supabase-js gets it at once.
    expect(await getSupabase()).toBe(client);
  } finally {
    globalThis.BroadcastChannel = channel;
    holdSupabaseJsUntil(Promise.resolve());
  }
});
