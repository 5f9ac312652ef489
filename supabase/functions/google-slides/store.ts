// The slides service's database and storage side (SlidesStore) over supabase-js clients the caller passes in:
// index.ts gives it Deno's npm:@supabase/supabase-js, supabase/tests/content-slides-function.test.ts gives it
// Node's, so the Google save path (service-role storage copies, the tokens table, the RPCs) runs in a test
// against the local stack with a fake Google — Google itself cannot be reached from here.
import type { Caller, SlidesStore, StoredTokens } from './handler.ts';

// A supabase-js client, typed loosely: Deno and Node import it from different specifiers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Client = any;

export interface StoreClients {
  /** The service role: the tokens table, the Google account and save RPCs, storage copies. */
  admin(): Client;
  /** The caller's own session: RLS applies (its uploads, its library, the local RPCs). */
  asCaller(caller: Caller): Client;
}

const BUCKET = 'slide-uploads';

const fail = (what: string, error: { message: string } | null) => {
  if (error) throw new Error(`${what}: ${error.message}`);
};

export function createSlidesStore({ admin, asCaller }: StoreClients): SlidesStore {
  return {
  async caller(bearer) {
    const { data, error } = await admin().auth.getUser(bearer);
    return error || !data.user ? null : { id: data.user.id, bearer };
  },
  async isIntegrated(caller) {
    const { data, error } = await admin().from('slide_accounts').select('user_id').eq('user_id', caller.id).maybeSingle();
    fail('slide_accounts', error);
    return Boolean(data);
  },
  async beginOAuth(caller, state, redirect) {
    const { error } = await admin().rpc('google_slides_oauth_begin', {
      p_user_id: caller.id,
      p_state: state,
      p_redirect_url: redirect,
    });
    fail('google_slides_oauth_begin', error);
  },
  async claimOAuth(caller, state) {
    const { data, error } = await admin().rpc('google_slides_oauth_claim', { p_user_id: caller.id, p_state: state });
    if (error?.hint === 'oauth_state') return null;
    fail('google_slides_oauth_claim', error);
    return typeof data === 'string' ? data : null;
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
}
