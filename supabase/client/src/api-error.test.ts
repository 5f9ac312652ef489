import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, authRefusal, hintOf, isDuplicate, isNetworkError, isNotFound, notAllowed, raise } from './api-error';
import { callFunction } from './functions';
import { configureSupabase } from './index';

const URL = 'http://api.test';
configureSupabase({ url: URL, anonKey: 'anon', storedAccessToken: () => 'token-1' });

const seen: { authorization: string | null; body: unknown }[] = [];
const server = setupServer(
  http.post(`${URL}/functions/v1/invite-patient`, async ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
    return HttpResponse.json(
      { error: { hint: 'already_invited', message: 'Patient is already invited' } },
      { status: 409 },
    );
  }),
  http.get(`${URL}/functions/v1/google-slides/presentations`, ({ request }) =>
    HttpResponse.json({ data: [{ id: 'p1' }], page: new globalThis.URL(request.url).searchParams.get('page') }),
  ),
  http.delete(`${URL}/functions/v1/google-slides`, () =>
    HttpResponse.json({ error: { hint: 'slides_disconnect_failed', message: 'Error during delete google slides account' } }, { status: 500 }),
  ),
  // a gateway in front of the functions answers HTML, not the functions' shape
  http.post(`${URL}/functions/v1/payments/send`, () =>
    new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
  ),
  http.post(`${URL}/functions/v1/send-invoice`, () => HttpResponse.json({ unexpected: true }, { status: 400 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('ApiError', () => {
  it('a PostgREST refusal becomes an ApiError with its hint and code', () => {
    const caught = (() => {
      try {
        raise({ message: 'duplicate key value', code: '23505', hint: null });
      } catch (error) {
        return error;
      }
    })();
    expect(caught).toBeInstanceOf(ApiError);
    expect(isDuplicate(caught)).toBe(true);
    expect(hintOf(caught)).toBeNull();
    expect(hintOf(new ApiError('x', 'slot_taken', 'PT409', 409))).toBe('slot_taken');
  });

  it('not found: P0002, PGRST116, 404 or a *_not_found hint; a conflict is not', () => {
    expect(isNotFound(new ApiError('x', 'journal_not_found', 'P0002'))).toBe(true);
    expect(isNotFound(new ApiError('x', null, 'PGRST116', 406))).toBe(true);
    expect(isNotFound(new ApiError('x', 'record_not_found', 'PT404', 404))).toBe(true);
    expect(isNotFound(new ApiError('x', 'slot_taken', 'PT409', 409))).toBe(false);
    expect(isNotFound(new Error('journal_not_found'))).toBe(false);
  });

  it("an Auth refusal's code is its hint (the provider's message is never the text)", () => {
    const refusal = authRefusal({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    expect(refusal).toBeInstanceOf(ApiError);
    expect(hintOf(refusal)).toBe('invalid_credentials');
    expect(refusal.status).toBe(400);
    expect(hintOf(authRefusal({ message: 'fetch failed' }))).toBeNull();
  });

  it('a network failure is told apart from a refusal', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError('Failed to fetch', null, null, 500))).toBe(false);
    expect(isNetworkError(new ApiError('refused', 'slot_taken', 'PT409', 409))).toBe(false);
  });
});

describe('callFunction', () => {
  it('sends the session’s token and the body; a refusal carries the function’s message, hint and status', async () => {
    const error = await callFunction('invite-patient', { body: { email: 'a@b.no' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Patient is already invited', hint: 'already_invited', status: 409 });
    expect(seen[0]).toEqual({ authorization: 'Bearer token-1', body: { email: 'a@b.no' } });
  });

  it('reads the one failure shape on any status and answers the JSON of a success (sub-path, query)', async () => {
    const refused = await callFunction('google-slides', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      message: 'Error during delete google slides account',
      hint: 'slides_disconnect_failed',
      code: null,
      status: 500,
    });
    await expect(
      callFunction('google-slides/presentations', { method: 'GET', searchParams: { page: '2' } }),
    ).resolves.toEqual({ data: [{ id: 'p1' }], page: '2' });
  });
});

test('a failure not in the one shape still gets a hint: function_unavailable for a 5xx, function_failed otherwise', async () => {
  await expect(callFunction('payments/send', { body: {} })).rejects.toMatchObject({
    hint: 'function_unavailable',
    status: 502,
  });
  await expect(callFunction('send-invoice', { body: {} })).rejects.toMatchObject({ hint: 'function_failed', status: 400 });
});

test('notAllowed: the one refusal for a write that matched no row (hint not_allowed, SQLSTATE 42501)', () => {
  const error = notAllowed();
  expect(error).toBeInstanceOf(ApiError);
  expect(hintOf(error)).toBe('not_allowed');
  expect(error.code).toBe('42501');
  expect(isNotFound(error)).toBe(false);
});
