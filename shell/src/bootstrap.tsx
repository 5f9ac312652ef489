import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { registerTranslations } from 'shared-ui';
import { configureSupabase } from 'supabase-client';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { fetchRemoteRegistry } from './remotes/remote-registry';
import { preloadFirstRemote, registerRemoteApplications } from './remotes/register-remotes';
import { whenOutletReady } from './remotes/remote-outlet';
import { startAuth } from './session/auth-store';
import en from './i18n/en.json';
import no from './i18n/no.json';

async function bootstrap() {
  registerTranslations('shell', { en, no });
  const [config, registry] = await Promise.all([loadRuntimeConfig(), fetchRemoteRegistry()]);
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  registerRemoteApplications(registry);
  preloadFirstRemote(registry, window.location.pathname, window.localStorage);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain #root');
  createRoot(rootElement).render(<App registry={registry} />);
  // The shell paints (a spinner) while supabase-js loads and restores the session.
  void startAuth().catch((error: unknown) => console.error('[shell] auth could not start', error));
  // single-spa mounts remotes into the layout's outlet, so it starts once the layout is on screen.
  await whenOutletReady();
  start({ urlRerouteOnly: true });
}

void bootstrap();
