import { http, HttpResponse } from 'msw';
import { act } from '@testing-library/react';
import { ApiError, callFunction, configureSupabase, isDuplicate, isNotFound, raise } from 'supabase-client';
import { setupMockServer } from 'shared-ui/testing';
import { i18n, registerTranslations } from './i18n';
import { errorMessage } from './error-message';

const URL = 'http://api.test';
configureSupabase({ url: URL, anonKey: 'anon', storedAccessToken: () => 'token-1' });

const seen: { authorization: string | null; body: unknown }[] = [];
setupMockServer([
  http.post(`${URL}/functions/v1/invite-patient`, async ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
    return HttpResponse.json(
      {
        statusCode: 409,
        error: { message: 'Patient is already invited', code: 'P0001', hint: 'already_invited' },
      },
      { status: 409 },
    );
  }),
  http.get(`${URL}/functions/v1/google-slides/presentations`, () =>
    HttpResponse.json({ data: [{ id: 'p1' }] }),
  ),
  http.delete(`${URL}/functions/v1/google-slides`, () =>
    HttpResponse.json({ message: 'Error during delete google slides account' }, { status: 500 }),
  ),
]);

registerTranslations('test-remote', {
  en: {
    errors: { already_invited: 'This patient is already invited' },
    saveFailed: 'Error during saving changes',
  },
  no: {
    errors: { already_invited: 'Pasienten er allerede invitert' },
    saveFailed: 'Feil ved lagring av endringer',
  },
});

describe('the one error path', () => {
  const testLanguage = i18n.language;
  afterEach(() => act(() => void i18n.changeLanguage(testLanguage)));

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
    expect(isNotFound(new ApiError('x', 'journal_not_found', 'P0002'))).toBe(true);
    expect(isNotFound(new ApiError('x', 'slot_taken', 'PT409', 409))).toBe(false);
  });

  it('a function refusal carries the function’s message, hint and status; the token is the session’s', async () => {
    const error = await callFunction('invite-patient', { body: { email: 'a@b.no' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Patient is already invited',
      hint: 'already_invited',
      status: 409,
    });
    expect(seen[0]).toEqual({ authorization: 'Bearer token-1', body: { email: 'a@b.no' } });
    const plain = await callFunction('google-slides', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(plain).toMatchObject({
      message: 'Error during delete google slides account',
      hint: null,
      status: 500,
    });
    await expect(callFunction('google-slides/presentations', { method: 'GET' })).resolves.toEqual({
      data: [{ id: 'p1' }],
    });
  });

  it('maps a hint to the remote’s text in the interface language, else the action’s own failure text', async () => {
    const refused = new ApiError('Patient is already invited', 'already_invited', 'P0001', 409);
    const unknown = new ApiError('column "x" does not exist', 'something_new', '42703', 400);
    const options = { namespace: 'test-remote', fallback: 'saveFailed' };
    await act(() => i18n.changeLanguage('no'));
    expect(errorMessage(refused, options)).toBe('Pasienten er allerede invitert');
    expect(errorMessage(unknown, options)).toBe('Feil ved lagring av endringer');
    expect(errorMessage(new TypeError('Failed to fetch'), options)).toBe(
      'Ingen internettforbindelse eller nettverket er tregt',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(errorMessage(refused, options)).toBe('This patient is already invited');
    expect(errorMessage(unknown, options)).toBe('Error during saving changes');
  });
});
