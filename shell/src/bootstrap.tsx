import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { afterFirstScreen, registerTranslations, requestOverlays } from 'shared-ui';
import { App } from './app';
import { earlyBoot, startEarlyBoot } from './boot/early-boot';
import { startSupabase } from './boot/start-supabase';
import { mountOverrideUi } from './remotes/override-panel';
import { registerRemoteApplications } from './remotes/register-remotes';
import { whenOutletReady } from './remotes/remote-outlet';
import { startAuth } from './session/auth-store';
import { shellPages } from './routes';
import en from './i18n/en.json';
import no from './i18n/no.json';

async function bootstrap() {
  registerTranslations('shell', { en, no });
  // Started by index.ts before this chunk loaded (config, remotes.json, the first remote, the stored session).
  const boot = earlyBoot() ?? startEarlyBoot();
  const [config, registry] = await Promise.all([boot.config, boot.registry]);
  // Before anything can fail: an active override is always visible.
  const deployed = await boot.deployed;
  mountOverrideUi({
    document,
    storage: window.localStorage,
    registry: deployed.registry,
    overrides: deployed.overrides,
    policy: config.remoteOverrides,
    reload: () => window.location.reload(),
  });
  startSupabase(boot, config, registry);
  registerRemoteApplications(registry);
  // Before the first render: a still-valid stored session is admitted at once from the profile admitted last
  // time (its check is already under way); otherwise the shell paints a spinner while supabase-js loads and
  // restores the session.
  void startAuth(boot.session).catch((error: unknown) =>
    console.error('[shell] auth could not start', error),
  );

  // Without a stored session the first screen is a signed-out page: its code (a form page's chunk, with the form
  // libraries) is fetched before the first render, so it paints without a spinner.
  if (!boot.session) {
    await Promise.all([shellPages.preload(window.location.pathname), shellPages.preload('/login')]).catch(
      () => undefined,
    );
  }

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html must contain #root');
  createRoot(rootElement).render(<App registry={registry} />);
  // single-spa mounts remotes into the layout's outlet, so it starts once the layout is on screen.
  await whenOutletReady();
  // The overlays' code (dialogs, menus, selects: not needed to paint a first screen) is fetched once the first
  // screen is done, so a first click finds it loaded.
  afterFirstScreen(requestOverlays);
  start({ urlRerouteOnly: true });
}

void bootstrap();
