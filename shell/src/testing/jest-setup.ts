import { registerTranslations } from 'shared-ui';
import { configureSupabase, getSupabase } from 'supabase-client';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { TEST_SUPABASE_URL } from './test-supabase';

// The shell's namespace, registered as bootstrap.tsx does in the page.
registerTranslations('shell', { en, no });

configureSupabase({ url: TEST_SUPABASE_URL, anonKey: 'anon' });
beforeAll(async () => {
  // supabase-js would open a BroadcastChannel (tab sync) that keeps jest's process alive; msw needs the
  // global itself, so it is hidden only while the client is created.
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    await getSupabase();
  } finally {
    globalThis.BroadcastChannel = channel;
  }
});
// supabase-js also refreshes tokens on a timer while a page is visible; jsdom counts as one.
afterAll(async () => (await getSupabase()).auth.stopAutoRefresh());
