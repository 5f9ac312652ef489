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
  it("become ApiErrors whose hint names the service's §8 text, with its status", async () => {
    server.use(
      http.post(`${SERVICE}/presentations`, () =>
        HttpResponse.json({ message: 'Error during get slides length from Google' }, { status: 502 }),
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

  it('a text the service does not document keeps no hint (the step says its own failure)', async () => {
    server.use(
      http.get(`${SERVICE}/presentations`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await expect(fetchAccountPresentations()).rejects.toMatchObject({
      message: 'boom',
      hint: null,
      status: 500,
    });
  });

  it("answers the envelope's data (and the list's provider) on success", async () => {
    await expect(fetchAccountPresentations()).resolves.toEqual({ provider: 'LOCAL', items: [] });
  });
});
