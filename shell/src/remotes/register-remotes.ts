import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import { authStore, toGuardInput } from '../session/auth-store';
import { guardRedirect, isAdmitted } from '../session/guards';
import { containerName, ownerOf, type RemoteRegistry } from './remote-registry';
import type { RemoteCustomProps } from 'shared-ui';
import { createResilientApplication } from './resilient-application';
import { registerFederationRemotes } from './federation-remotes';
import { remoteContainer } from './remote-outlet';

/**
 * Registers one single-spa application per remote in remotes.json. A remote's code is fetched only when a
 * route it owns is first visited.
 */
export function registerRemoteApplications(registry: RemoteRegistry): void {
  authStore.subscribe(() => void triggerAppChange());
  registerFederationRemotes(registry);

  for (const name of Object.keys(registry)) {
    const load = async () => {
      const module = await loadRemote<LifeCycles>(`${containerName(name)}/app`);
      if (!module) throw new Error(`${name}/app exposes nothing`);
      return module as LifeCycles<RemoteCustomProps>;
    };
    registerApplication<RemoteCustomProps>({
      name,
      app: createResilientApplication(async () => {
        try {
          return await load();
        } catch (error) {
          // A failed manifest or entry fetch is cached by the federation runtime; re-registering clears it so
          // Retry (or the next visit) really fetches again.
          registerRemotes([{ name: containerName(name), entry: registry[name]!.manifest }], { force: true });
          throw error;
        }
      }),
      // Remotes mount only for admitted users on a path the guard lets through.
      activeWhen: (location) => {
        const auth = toGuardInput(authStore.get());
        return (
          isAdmitted(auth) &&
          guardRedirect(location.pathname, auth) === null &&
          ownerOf(registry, location.pathname) === name
        );
      },
      // A getter: single-spa asks for props while loading, before the layout has rendered the outlet.
      customProps: (appName) => ({ domElementGetter: () => remoteContainer(appName) }),
    });
  }
}
