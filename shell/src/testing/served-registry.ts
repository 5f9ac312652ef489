import committed from '../../public/remotes.json';
import type { RouteLine } from 'shared-ui';
import type { RemoteRegistry } from '../remotes/remote-registry';

// The build-time reader of the remotes' routes.json, the one the shell's webpack config copies remotes.json with.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registryWithRoutes, readRouteTable } = require('../../../shared-ui/build/contract.cjs') as {
  registryWithRoutes: (registry: Record<string, { manifest: string }>, root?: string) => RemoteRegistry;
  readRouteTable: (dir: string) => { lines?: RouteLine[]; paths?: string[]; problem?: string };
};

export { registryWithRoutes, readRouteTable };

/**
 * The registry as the shell's build serves it: the committed manifests (public/remotes.json), each remote's
 * route prefixes and menu keys read from its own src/routes.json.
 */
export const servedRegistry: RemoteRegistry = registryWithRoutes(committed);
