import { http, HttpResponse } from 'msw';
import { ApiError } from 'supabase-client';
import { setupContentTests } from '../testing/setup-tests';
import {
  connectSlidesAccount,
  fetchAccountPresentations,
  savePresentations,
} from './slides-service.resource';

const { server, db, fixtures } = setupContentTests();
const SERVICE = '*/functions/v1/google-slides';

describe('slides service refusals (callFunction)', () => {
  it("become ApiErrors with the service's hint and §8 text, with its status", async () => {
    server.use(
      http.post(`${SERVICE}/presentations`, () =>
        HttpResponse.json(
          { error: { hint: 'slides_length_failed', message: 'Error during get slides length from Google' } },
          { status: 502 },
        ),
      ),
    );
    const refusal = await savePresentations(['x']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      message: 'Error during get slides length from Google',
      hint: 'slides_length_failed',
      status: 502,
    });
  });

  it("connecting twice is 409 'Your account is already in the system' (hint slides_already_integrated)", async () => {
    db.insert('slide_accounts', {
      user_id: fixtures.therapist.id,
      clinic_id: fixtures.clinic.id,
      provider: 'LOCAL',
      email: null,
    });
    await expect(
      connectSlidesAccount('local', null, 'http://localhost/google-slides/all'),
    ).rejects.toMatchObject({
      message: 'Your account is already in the system',
      hint: 'slides_already_integrated',
      status: 409,
    });
  });

  it("an answer not in the functions' shape (a gateway's 5xx) is function_unavailable: the step says its own failure", async () => {
    server.use(
      http.get(
        `${SERVICE}/presentations`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    await expect(fetchAccountPresentations()).rejects.toMatchObject({
      hint: 'function_unavailable',
      status: 502,
    });
  });

  it("answers the envelope's data (and the list's provider) on success", async () => {
    await expect(fetchAccountPresentations()).resolves.toEqual({ provider: 'LOCAL', items: [] });
  });
});
