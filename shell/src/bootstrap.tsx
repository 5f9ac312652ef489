import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { registerTranslations } from 'shared-ui';
import { configureSupabase, getSupabase } from 'supabase-client';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { fetchRemoteRegistry } from './remotes/remote-registry';
import { registerRemoteApplications } from './remotes/register-remotes';
import { whenOutletReady } from './remotes/remote-outlet';
import en from './i18n/en.json';
import no from './i18n/no.json';

async function bootstrap() {
  registerTranslations('shell', { en, no });
  const [config, registry] = await Promise.all([loadRuntimeConfig(), fetchRemoteRegistry()]);
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  registerRemoteApplications(registry);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain #root');
  createRoot(rootElement).render(<App registry={registry} />);
  // single-spa mounts remotes into the layout's outlet, so it starts once the layout is on screen.
  await whenOutletReady();
  start({ urlRerouteOnly: true });
  // supabase-js is not needed for the first paint; fetch it while the browser is idle so data calls do not wait.
  const warmUp = () =>
    void getSupabase().catch((error: unknown) => console.warn('[shell] Supabase client', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(warmUp, { timeout: 2000 });
  else setTimeout(warmUp, 500);
}

void bootstrap();
