// google-slides: the slides service's HTTP entry (spec 002 §7). The routes and rules are in handler.ts; here the
// environment, supabase-js and Deno.serve.
//
// Provider: Google (google.ts) when GOOGLE_SLIDES_CLIENT_ID and GOOGLE_SLIDES_CLIENT_SECRET are set (function
// secrets; the redirect URI is the app's /google-slides/all, registered in the Google Cloud console); otherwise
// the local provider (the rows of migration 20261124400000). Every call carries the user's bearer token, verified
// with the auth server; the tokens of a Google account are written and read with the service role only.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handle, type Caller, type SlidesStore, type StoredTokens } from './handler.ts';

const NAME = 'google-slides';
const BUCKET = 'slide-uploads';
const env = (k: string) => Deno.env.get(k) ?? '';
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, redirecturl, email',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};
const options = { auth: { persistSession: false, autoRefreshToken: false } };
const admin = () => createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), options);
const asCaller = (caller: Caller) =>
  createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...options,
    global: { headers: { Authorization: `Bearer ${caller.bearer}` } },
  });

const googleConfig =
  env('GOOGLE_SLIDES_CLIENT_ID') && env('GOOGLE_SLIDES_CLIENT_SECRET')
    ? {
        clientId: env('GOOGLE_SLIDES_CLIENT_ID'),
        clientSecret: env('GOOGLE_SLIDES_CLIENT_SECRET'),
        fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, init),
      }
    : null;

const fail = (what: string, error: { message: string } | null) => {
  if (error) throw new Error(`${what}: ${error.message}`);
};

const store: SlidesStore = {
  async caller(bearer) {
    const { data, error } = await admin().auth.getUser(bearer);
    return error || !data.user ? null : { id: data.user.id, bearer };
  },
  async isIntegrated(caller) {
    const { data, error } = await admin().from('slide_accounts').select('user_id').eq('user_id', caller.id).maybeSingle();
    fail('slide_accounts', error);
    return Boolean(data);
  },
  async saveGoogleAccount(caller, email, tokens) {
    const { error } = await admin().rpc('save_google_slides_account', {
      p_user_id: caller.id,
      p_email: email,
      p_access_token: tokens.accessToken,
      p_refresh_token: tokens.refreshToken,
      p_expires_at: tokens.expiresAt.toISOString(),
    });
    fail('save_google_slides_account', error);
  },
  async tokens(caller): Promise<StoredTokens | null> {
    const { data, error } = await admin()
      .from('slide_google_tokens')
      .select('access_token, refresh_token, expires_at')
      .eq('user_id', caller.id)
      .maybeSingle();
    fail('slide_google_tokens', error);
    return data
      ? { accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: new Date(data.expires_at) }
      : null;
  },
  async saveTokens(caller, tokens) {
    const { error } = await admin()
      .from('slide_google_tokens')
      .update({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expires_at: tokens.expiresAt.toISOString(),
        updated_at: new Date().toISOString(),
      })
      .eq('user_id', caller.id);
    fail('slide_google_tokens', error);
  },
  async connectLocal(caller, code) {
    const { error } = await asCaller(caller).rpc('connect_slides_account', { p_code: code });
    if (error?.message.includes('already_integrated')) return 'already';
    fail('connect_slides_account', error);
    return 'connected';
  },
  async localPresentations(caller) {
    const { data, error } = await asCaller(caller)
      .from('slide_uploads')
      .select('id, name, pages')
      .order('created_at', { ascending: false });
    fail('slide_uploads', error);
    return (data ?? []).map((row: { id: string; name: string; pages: unknown }) => ({
      id: row.id,
      name: row.name,
      pageCount: Array.isArray(row.pages) ? row.pages.length : 0,
    }));
  },
  async addLocal(caller, uploadIds) {
    const { data, error } = await asCaller(caller).rpc('add_slide_presentations', { p_upload_ids: uploadIds });
    fail('add_slide_presentations', error);
    return Number(data ?? 0);
  },
  async savedSourceIds(caller, sourceIds) {
    const { data, error } = await asCaller(caller)
      .from('presentations')
      .select('google_slide_id')
      .eq('created_by_id', caller.id)
      .in('google_slide_id', sourceIds);
    fail('presentations', error);
    return (data ?? []).map((row: { google_slide_id: string }) => row.google_slide_id);
  },
  async pageFolder(caller) {
    const { data, error } = await admin().from('users').select('clinic_id').eq('id', caller.id).single();
    fail('users', error);
    return `${data.clinic_id}/${caller.id}`;
  },
  async storePage(path, bytes, contentType) {
    const { error } = await admin().storage.from(BUCKET).upload(path, bytes, { contentType, upsert: false });
    fail(`storage ${path}`, error);
  },
  async removePages(paths) {
    const { error } = await admin().storage.from(BUCKET).remove(paths);
    fail('storage remove', error);
  },
  async saveGooglePresentations(caller, items) {
    const { data, error } = await admin().rpc('save_google_slide_presentations', {
      p_user_id: caller.id,
      p_items: items,
    });
    fail('save_google_slide_presentations', error);
    return (data ?? []) as string[];
  },
  async disconnect(caller) {
    const { error } = await asCaller(caller).rpc('disconnect_slides_account');
    fail('disconnect_slides_account', error);
    const removed = await admin().from('slide_google_tokens').delete().eq('user_id', caller.id);
    fail('slide_google_tokens', removed.error);
  },
};

Deno.serve((req: Request) => {
  const path = new URL(req.url).pathname.split('/').filter(Boolean);
  if (path[0] === NAME) path.shift();
  return handle(req, path, { store, google: googleConfig, cors });
});
