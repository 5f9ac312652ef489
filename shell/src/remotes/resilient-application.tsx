import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycles, LifeCycleFn } from 'single-spa';
import { AppProviders, ErrorPanel, type RemoteCustomProps } from 'shared-ui';

type Props = RemoteCustomProps & AppProps;
type Lifecycle = LifeCycleFn<RemoteCustomProps> | Array<LifeCycleFn<RemoteCustomProps>>;

async function run(lifecycle: Lifecycle | undefined, props: Props): Promise<void> {
  const steps = Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [];
  for (const step of steps) await step(props);
}

/**
 * Wraps a remote so that failing to fetch it never reaches single-spa (which would leave the app in
 * LOAD_ERROR and the content area blank). On failure the content area shows an error panel with Retry;
 * the shell and the other remotes keep working. A later navigation back to the remote tries again too.
 */
type ResilientApplication = Record<'bootstrap' | 'mount' | 'unmount', LifeCycleFn<RemoteCustomProps>>;

export function createResilientApplication(
  load: () => Promise<LifeCycles<RemoteCustomProps>>,
): ResilientApplication {
  let remote: LifeCycles<RemoteCustomProps> | null = null;
  let errorRoot: Root | null = null;
  let mountedProps: Props | null = null;

  async function loadAndBootstrap(props: Props): Promise<LifeCycles<RemoteCustomProps>> {
    if (!remote) {
      const loaded = await load();
      await run(loaded.bootstrap, props);
      remote = loaded;
    }
    return remote;
  }

  function closeErrorPanel() {
    errorRoot?.unmount();
    errorRoot = null;
  }

  async function mountRemote(props: Props): Promise<void> {
    try {
      const loaded = await loadAndBootstrap(props);
      closeErrorPanel();
      await run(loaded.mount, props);
    } catch (error) {
      console.warn(`[shell] ${props.name} could not be loaded`, error);
      showErrorPanel(props);
    }
  }

  function showErrorPanel(props: Props) {
    closeErrorPanel();
    errorRoot = createRoot(props.domElementGetter());
    errorRoot.render(
      <AppProviders>
        <ErrorPanel onRetry={() => (mountedProps ? mountRemote(mountedProps) : undefined)} />
      </AppProviders>,
    );
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mountedProps = props;
      await mountRemote(props);
    },
    unmount: async (props) => {
      mountedProps = null;
      if (errorRoot) closeErrorPanel();
      else if (remote) await run(remote.unmount, props);
    },
  };
}
