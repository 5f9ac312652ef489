import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppProps } from 'single-spa';
import type { Resource } from 'i18next';
import { AppProviders } from '../providers/app-providers';
import { registerTranslations, type Language } from '../i18n/i18n';
import { reactLifecycles } from '../single-spa/react-lifecycles';

export interface ParcelDefinition {
  /** The owning remote's i18n namespace (its package name): the parcel's texts are the remote's own. */
  namespace: string;
  translations: Record<Language, Resource[string]>;
}

type Lifecycle<P> = (props: P & AppProps) => Promise<unknown>;

/** What `./parcels/<name>` exports: single-spa parcel lifecycles, props updates included. */
export interface ParcelLifecycles<P> {
  bootstrap: Lifecycle<P>;
  mount: Lifecycle<P>;
  unmount: Lifecycle<P>;
  update: Lifecycle<P>;
}

/** What single-spa adds to a parcel's props; the parcel's component never sees these. */
const SINGLE_SPA_PROPS = ['name', 'domElement', 'mountParcel', 'singleSpa', 'unmountSelf'] as const;

function withoutSingleSpaProps<P extends object>(props: P): P {
  const own = { ...props } as Record<string, unknown>;
  for (const key of SINGLE_SPA_PROPS) delete own[key];
  return own as P;
}

/**
 * The one way a remote turns a component into a parcel (`./parcels/<name>`, mounted by shared-ui's
 * RemoteParcel). The parcel is its own React root inside the host page, so it gets the page-wide providers
 * (theme, the page's query cache, i18n with the owner's namespace) and a router of its own:
 *
 * - a BrowserRouter over the real URL, so `useNavigate`/`<Link>` in the parcel push to the page's history
 *   and single-spa + the shell route it like any navigation (a MemoryRouter would swallow them);
 * - it only listens: it renders no <Routes> and never redirects, so it cannot fight the host's router.
 *   A parcel must not use `<Routes>`/`useParams` (the URL is the host's); everything it needs comes in props.
 *
 * A render error inside the parcel shows an inline error panel in the parcel's place; the host keeps working.
 */
export function createParcelLifecycles<P extends object>(
  Component: ComponentType<P>,
  { namespace, translations }: ParcelDefinition,
): ParcelLifecycles<P> {
  registerTranslations(namespace, translations);
  function Root(props: P) {
    return (
      <AppProviders>
        <BrowserRouter>
          <div data-parcel={namespace}>
            <Component {...withoutSingleSpaProps(props)} />
          </div>
        </BrowserRouter>
      </AppProviders>
    );
  }
  const { bootstrap, mount, unmount, update } = reactLifecycles<P>(Root);
  if (!update) throw new Error('single-spa-react parcels can update');
  return { bootstrap, mount, unmount, update };
}
