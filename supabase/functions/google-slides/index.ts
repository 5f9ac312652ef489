// google-slides: the slides service's HTTP entry (spec 002 §7). The routes and rules are in handler.ts; here the
// environment, supabase-js and Deno.serve.
//
// Provider: Google (google.ts) when GOOGLE_SLIDES_CLIENT_ID and GOOGLE_SLIDES_CLIENT_SECRET are set (function
// secrets; the redirect URI is the app's /google-slides/all, registered in the Google Cloud console); otherwise
// the local provider (the rows of migration 20261124400000). Every call carries the user's bearer token, verified
// with the auth server; the tokens of a Google account are written and read with the service role only.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handle, type Caller } from './handler.ts';
import { createSlidesStore } from './store.ts';

const NAME = 'google-slides';
const env = (k: string) => Deno.env.get(k) ?? '';
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

const store = createSlidesStore({ admin, asCaller });

Deno.serve((req: Request) => {
  const path = new URL(req.url).pathname.split('/').filter(Boolean);
  if (path[0] === NAME) path.shift();
  return handle(req, path, { store, google: googleConfig });
});
