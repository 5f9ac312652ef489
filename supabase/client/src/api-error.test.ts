import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, hintOf, isDuplicate, isNetworkError, isNotFound, notAllowed, raise } from './api-error';
import { callFunction } from './functions';
import { configureSupabase } from './index';

const URL = 'http://api.test';
configureSupabase({ url: URL, anonKey: 'anon', storedAccessToken: () => 'token-1' });

const seen: { authorization: string | null; body: unknown }[] = [];
const server = setupServer(
  http.post(`${URL}/functions/v1/invite-patient`, async ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
    return HttpResponse.json(
      { statusCode: 409, error: { message: 'Patient is already invited', code: 'P0001', hint: 'already_invited' } },
      { status: 409 },
    );
  }),
  http.get(`${URL}/functions/v1/google-slides/presentations`, ({ request }) =>
    HttpResponse.json({ data: [{ id: 'p1' }], page: new globalThis.URL(request.url).searchParams.get('page') }),
  ),
  http.delete(`${URL}/functions/v1/google-slides`, () =>
    HttpResponse.json({ message: 'Error during delete google slides account' }, { status: 500 }),
  ),
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

  it('reads a plain { message } refusal and answers the JSON of a success (sub-path, query)', async () => {
    const plain = await callFunction('google-slides', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(plain).toMatchObject({ message: 'Error during delete google slides account', hint: null, status: 500 });
    await expect(
      callFunction('google-slides/presentations', { method: 'GET', searchParams: { page: '2' } }),
    ).resolves.toEqual({ data: [{ id: 'p1' }], page: '2' });
  });
});

test('notAllowed: the one refusal for a write that matched no row (hint not_allowed, SQLSTATE 42501)', () => {
  const error = notAllowed();
  expect(error).toBeInstanceOf(ApiError);
  expect(hintOf(error)).toBe('not_allowed');
  expect(error.code).toBe('42501');
  expect(isNotFound(error)).toBe(false);
});
