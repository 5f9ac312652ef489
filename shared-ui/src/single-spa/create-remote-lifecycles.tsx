import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { checkActivityFunctions } from 'single-spa';
import type { AppProps } from 'single-spa';
import type { Resource } from 'i18next';
import { AppProviders } from '../providers/app-providers';
import { registerTranslations, type Language } from '../i18n/i18n';
import { reactLifecycles } from './react-lifecycles';

/** What the host passes every remote: single-spa-react mounts into the element the getter returns. */
export interface RemoteCustomProps {
  domElementGetter: () => HTMLElement;
}

export interface RemoteDefinition {
  /** The remote's i18n namespace; equal to the package name. */
  namespace: string;
  translations: Record<Language, Resource[string]>;
  /** The remote's own <Routes>. */
  App: ComponentType;
  /** Stamped on the remote's root element (data-build) so a deployment can be told apart in the page. */
  buildLabel?: string | undefined;
  /**
   * Fetches the code the first screen at `pathname` needs (e.g. `page.preload()` of the matching route's
   * `lazyComponent`). Mount waits for it, so the remote's first render does not suspend and show a spinner for
   * code that was on its way anyway. A failure is ignored here: the page's own render retries and reports it.
   */
  preload?: (pathname: string) => Promise<unknown>;
}

/**
 * Every router in the page hears a navigation before single-spa has unmounted the remotes it leaves. Without
 * this guard a remote about to be unmounted would treat the next remote's URL as one of its own unknown paths
 * (and redirect to /not-found). single-spa's own activity check is the authority on who owns the URL.
 */
function WhileActive({ name, children }: { name: string; children: ReactNode }) {
  useLocation();
  return checkActivityFunctions(window.location).includes(name) ? children : null;
}

/**
 * The one way a remote becomes a single-spa application: its routes inside the page-wide providers and its
 * own BrowserRouter (single-spa re-dispatches popstate on every navigation, so all routers in the page stay
 * in step). The shell passes the DOM element to mount into as the `domElement` custom prop.
 */
export function createRemoteLifecycles({
  namespace,
  translations,
  App,
  buildLabel,
  preload,
}: RemoteDefinition) {
  registerTranslations(namespace, translations);
  function Root({ name }: RemoteCustomProps & AppProps) {
    return (
      <AppProviders>
        <BrowserRouter>
          <div data-remote={namespace} data-build={buildLabel || undefined}>
            <WhileActive name={name}>
              <App />
            </WhileActive>
          </div>
        </BrowserRouter>
      </AppProviders>
    );
  }
  const lifecycles = reactLifecycles<RemoteCustomProps>(Root);
  if (!preload) return lifecycles;
  const mount: typeof lifecycles.mount = async (props) => {
    await preload(window.location.pathname).catch(() => undefined);
    return lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}
