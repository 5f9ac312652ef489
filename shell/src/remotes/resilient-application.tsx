import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles, LifeCycleFn } from 'single-spa';
import { AppProviders, ErrorPanel } from 'shared-ui';

/** What single-spa passes each remote: single-spa-react mounts into the element domElementGetter returns. */
export type RemoteProps = { name: string; domElementGetter: () => HTMLElement };
type Props = RemoteProps;
type Lifecycle = LifeCycleFn<Props> | Array<LifeCycleFn<Props>>;

async function run(lifecycle: Lifecycle | undefined, props: Props): Promise<void> {
  const steps = Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [];
  for (const step of steps) await step(props);
}

/**
 * Wraps a remote so that failing to fetch it never reaches single-spa (which would leave the app in
 * LOAD_ERROR and the content area blank). On failure the content area shows an error panel with Retry;
 * the shell and the other remotes keep working. A later navigation back to the remote tries again too.
 */
export function createResilientApplication(load: () => Promise<LifeCycles<Props>>): LifeCycles<Props> {
  let remote: LifeCycles<Props> | null = null;
  let errorRoot: Root | null = null;
  let mountedProps: Props | null = null;

  async function loadAndBootstrap(props: Props): Promise<LifeCycles<Props>> {
    if (!remote) {
      const loaded = await load();
      await run(loaded.bootstrap as Lifecycle, props);
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
      await run(loaded.mount as Lifecycle, props);
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
      else if (remote) await run(remote.unmount as Lifecycle, props);
    },
  };
}
