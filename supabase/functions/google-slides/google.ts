// The Google provider of the slides service (spec 002 §7 "Slides service"): OAuth 2.0 (authorisation code,
// offline access; the OAuth calls are ../_shared/google-oauth.ts, shared with calendar-service), the Drive API
// to list the account's presentations, and the Slides API v1 (presentations.get for pages and speaker notes,
// presentations.pages.getThumbnail for page images), over plain fetch. No Deno or npm import here, so node:test exercises it against recorded responses with a fake fetch
// (supabase/tests/content-slides-google.test.ts). It has NEVER been run against Google: this machine cannot
// reach it. See README.md.

import { consentUrl, GoogleError, googleJson, userInfo, type GoogleConfig } from '../_shared/google-oauth.ts';

export {
  exchangeCode,
  GOOGLE_AUTH_URL,
  GOOGLE_TOKEN_URL,
  GoogleError,
  refreshTokens,
  revoke,
  type GoogleConfig,
  type GoogleTokens,
} from '../_shared/google-oauth.ts';

export const DRIVE_FILES_URL = 'https://www.googleapis.com/drive/v3/files';
export const SLIDES_API = 'https://slides.googleapis.com/v1/presentations';
export const SLIDES_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/presentations.readonly',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
];
const PRESENTATION_MIME = 'application/vnd.google-apps.presentation';

export interface AccountPresentation {
  id: string;
  name: string;
}

/** The spec's {slidesNumber, notes} plus the page ids the thumbnails are asked for. */
export interface PresentationPages {
  title: string;
  slidesNumber: number;
  notes: string[];
  pageIds: string[];
}

/** The consent URL: read-only slides and drive metadata. */
export function authUrl(cfg: GoogleConfig, redirectUri: string, state: string): string {
  return consentUrl(cfg, redirectUri, state, SLIDES_SCOPES);
}

/** The e-mail of the account the therapist connected (asked for with the email scope). */
export async function userEmail(cfg: GoogleConfig, accessToken: string): Promise<string> {
  const { email } = await userInfo(cfg, accessToken);
  if (!email) throw new GoogleError(502, 'Google userinfo has no e-mail');
  return email;
}

/** The account's presentations (Drive files of the Slides type, not trashed), newest change first, all pages. */
export async function listPresentations(
  cfg: GoogleConfig,
  accessToken: string,
): Promise<AccountPresentation[]> {
  const all: AccountPresentation[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(DRIVE_FILES_URL);
    url.search = new URLSearchParams({
      q: `mimeType='${PRESENTATION_MIME}' and trashed=false`,
      fields: 'nextPageToken,files(id,name)',
      orderBy: 'modifiedTime desc',
      pageSize: '100',
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    const response = await cfg.fetch(url.toString(), { headers: { authorization: `Bearer ${accessToken}` } });
    const body = await googleJson<{ nextPageToken?: string; files: AccountPresentation[] }>(
      response,
      'drive files.list',
    );
    all.push(...body.files.map((f) => ({ id: f.id, name: f.name })));
    pageToken = body.nextPageToken;
  } while (pageToken);
  return all;
}

interface SlidesPageElement {
  objectId: string;
  shape?: { text?: { textElements?: Array<{ textRun?: { content?: string } }> } };
}
interface SlidesPage {
  objectId: string;
  slideProperties?: {
    notesPage?: {
      notesProperties?: { speakerNotesObjectId?: string };
      pageElements?: SlidesPageElement[];
    };
  };
}

/** The speaker notes of one slide: the text of the notes page's speaker-notes shape ('' when none). */
export function speakerNotes(slide: SlidesPage): string {
  const notesPage = slide.slideProperties?.notesPage;
  const id = notesPage?.notesProperties?.speakerNotesObjectId;
  const shape = notesPage?.pageElements?.find((e) => e.objectId === id)?.shape;
  return (shape?.text?.textElements ?? [])
    .map((t) => t.textRun?.content ?? '')
    .join('')
    .trim();
}

/** presentations.get, reduced to the fields the app keeps: page count, page ids and notes in order. */
export async function getPresentation(
  cfg: GoogleConfig,
  accessToken: string,
  id: string,
): Promise<PresentationPages> {
  const url = `${SLIDES_API}/${encodeURIComponent(id)}?fields=${encodeURIComponent(
    'title,slides(objectId,slideProperties(notesPage(notesProperties,pageElements(objectId,shape(text(textElements(textRun(content))))))))',
  )}`;
  const response = await cfg.fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = await googleJson<{ title: string; slides?: SlidesPage[] }>(
    response,
    'slides presentations.get',
  );
  const slides = body.slides ?? [];
  return {
    title: body.title,
    slidesNumber: slides.length,
    notes: slides.map(speakerNotes),
    pageIds: slides.map((s) => s.objectId),
  };
}

/** presentations.pages.getThumbnail: a PNG of one page; contentUrl is short-lived, so callers copy the bytes. */
export async function pageThumbnailUrl(
  cfg: GoogleConfig,
  accessToken: string,
  presentationId: string,
  pageId: string,
): Promise<string> {
  const url = `${SLIDES_API}/${encodeURIComponent(presentationId)}/pages/${encodeURIComponent(pageId)}/thumbnail?${new URLSearchParams(
    { 'thumbnailProperties.mimeType': 'PNG', 'thumbnailProperties.thumbnailSize': 'LARGE' },
  )}`;
  const response = await cfg.fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  return (await googleJson<{ contentUrl: string }>(response, 'slides pages.getThumbnail')).contentUrl;
}

/** The bytes of a page image behind a thumbnail's contentUrl (no auth header: the URL itself grants access, for
 * about 30 minutes; that is why the app keeps the bytes instead of the URL). Only an image is accepted. */
export async function pageImage(cfg: GoogleConfig, contentUrl: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const response = await cfg.fetch(contentUrl);
  if (!response.ok) throw new GoogleError(response.status, `page image failed (${response.status})`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!contentType.startsWith('image/')) throw new GoogleError(502, `page image is not an image (${contentType || 'no type'})`);
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
}
