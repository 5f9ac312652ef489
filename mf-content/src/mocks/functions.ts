import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockDatabase } from 'shared-ui/testing/mock-api';

/**
 * The slides service (edge function `google-slides`) for QA mode and unit tests, answering as the server does
 * with the local provider (no Google configured), from the remote's one mock database. Each call is logged so
 * tests can see what the page asked for.
 */
export const slidesServiceCalls: Array<{
  method: string;
  path: string;
  body: unknown;
  redirecturl: string | null;
}> = [];

/** The local provider's page images put into the slide-uploads bucket (the bytes are not kept). */
export const uploadedSlidePages: Array<{ path: string; type: string | null }> = [];

const base = '*/functions/v1/google-slides';
/** A refusal in the functions' one shape (supabase/functions/_shared/http.ts). */
const fail = (status: number, hint: string, message: string) =>
  HttpResponse.json({ error: { hint, message } }, { status });

export function slidesServiceHandlers(db: MockDatabase): RequestHandler[] {
  const log = async (request: Request, path: string) => {
    const text = request.method === 'POST' ? await request.clone().text() : '';
    slidesServiceCalls.push({
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      redirecturl: request.headers.get('redirecturl'),
    });
  };
  return [
    http.post('*/storage/v1/object/slide-uploads/*', ({ request, params }) => {
      const path = String(params[1]);
      uploadedSlidePages.push({ path, type: request.headers.get('content-type') });
      return HttpResponse.json({ Key: `slide-uploads/${path}`, Id: path });
    }),
    http.get(base, async ({ request }) => {
      await log(request, '');
      const back = request.headers.get('redirecturl');
      if (!back) return fail(400, 'slides_auth_url_failed', 'Error during getting auth url');
      const url = new URL(back);
      url.searchParams.set('code', 'local');
      return HttpResponse.json({ data: url.toString() });
    }),
    http.post(base, async ({ request }) => {
      await log(request, '');
      const { userId, clinicId } = db.caller();
      const { code } = (await request.json()) as { code?: string };
      if (code !== 'local')
        return fail(502, 'slides_integration_failed', 'Error during integration google slides');
      if (db.find('slide_accounts', (a) => a.user_id === userId))
        return fail(409, 'slides_already_integrated', 'Your account is already in the system');
      db.insert('slide_accounts', { user_id: userId!, clinic_id: clinicId!, provider: 'LOCAL', email: null });
      return HttpResponse.json({ data: { isIntegrated: true, isAlreadyIntegrated: false } });
    }),
    http.delete(base, async ({ request }) => {
      await log(request, '');
      const { userId } = db.caller();
      db.remove('slide_uploads', (u) => u.user_id === userId);
      db.remove('slide_accounts', (a) => a.user_id === userId);
      return HttpResponse.json({ data: true });
    }),
    http.get(`${base}/presentations`, async ({ request }) => {
      await log(request, 'presentations');
      const { userId } = db.caller();
      const data = db
        .table('slide_uploads')
        .filter((u) => u.user_id === userId)
        .map((u) => ({
          id: u.id!,
          name: u.name!,
          sourceId: `local:${u.id}`,
          pageCount: Array.isArray(u.pages) ? u.pages.length : 0,
        }));
      return HttpResponse.json({ data, provider: 'LOCAL' });
    }),
    http.post(`${base}/presentations`, async ({ request }) => {
      await log(request, 'presentations');
      const { userId, clinicId } = db.caller();
      const { ids } = (await request.json()) as { ids?: string[] };
      if (!ids?.length) return fail(400, 'slides_save_failed', 'Error during save google slides to app');
      // As add_slide_presentations: only the caller's uploads not saved yet.
      const fresh = db
        .table('slide_uploads')
        .filter((u) => u.user_id === userId && ids.includes(u.id!))
        .filter(
          (u) =>
            !db.find(
              'presentations',
              (p) => p.google_slide_id === `local:${u.id}` && p.created_by_id === userId,
            ),
        );
      for (const upload of fresh) {
        const presentation = db.insert('presentations', {
          clinic_id: clinicId!,
          google_slide_id: `local:${upload.id}`,
          name: upload.name!,
          is_upload_by_admin: false,
          created_by_id: userId,
        });
        (upload.pages as { imagePath: string; notes: string }[]).forEach((page, index) =>
          db.insert('slides', {
            clinic_id: clinicId!,
            presentation_id: presentation.id!,
            page_number: index + 1,
            notes: page.notes.trim() || null,
            thumbnail_url: page.imagePath,
          }),
        );
      }
      return HttpResponse.json({ data: { added: fresh.length } });
    }),
  ];
}
