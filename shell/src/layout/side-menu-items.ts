import {
  Armchair,
  Bell,
  CalendarDays,
  ClipboardList,
  CreditCard,
  Gauge,
  Presentation,
  Sparkles,
  Stethoscope,
  UserPlus,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router-dom';
import type { RouteLine } from 'shared-ui';
import routeFile from '../routes.json';
import { ownerOf, type RemoteRegistry } from '../remotes/remote-registry';

/**
 * Side menu entries in the spec's order (spec 000 §2.3). `icon` is what the collapsed menu shows (the label then
 * goes to a tooltip and the accessible name). Which paths highlight an entry is not written here: each line of a
 * routes.json names its entry (`"menu": key`), and the registry serves a remote's (activeMenuItem).
 */
export interface SideMenuItem {
  key: string;
  to: string;
  icon: LucideIcon;
}

export const SIDE_MENU_ITEMS: SideMenuItem[] = [
  {
    key: 'calendar',
    icon: CalendarDays,
    to: '/dashboard/calendar',
  },
  {
    key: 'patients',
    icon: Users,
    to: '/dashboard/patients',
  },
  { key: 'freeClients', icon: UserPlus, to: '/free-patients' },
  {
    key: 'firstAppointment',
    icon: Sparkles,
    to: '/first-appointment-with-menta',
  },
  {
    key: 'payments',
    icon: CreditCard,
    to: '/payments',
  },
  { key: 'waitingRoom', icon: Armchair, to: '/waiting-room' },
  { key: 'videoArchive', icon: Video, to: '/video-archive' },
  {
    key: 'appointmentTypes',
    icon: ClipboardList,
    to: '/appointment-types',
  },
  {
    key: 'evaluationStates',
    icon: Gauge,
    to: '/evaluation-states',
  },
  { key: 'disorders', icon: Stethoscope, to: '/disorders' },
  { key: 'googleSlides', icon: Presentation, to: '/google-slides/all' },
  { key: 'notifications', icon: Bell, to: '/notifications' },
];

const segmentCount = (path: string) => path.split('/').filter(Boolean).length;

/** The menu key of the most specific path (of `menu`, path → key) matching `pathname`. */
function menuKeyOf(menu: Readonly<Record<string, string>>, pathname: string): string | undefined {
  const matching = Object.keys(menu)
    .filter((path) => matchPath(path, pathname) !== null)
    .sort((a, b) => segmentCount(b) - segmentCount(a));
  return matching[0] === undefined ? undefined : menu[matching[0]];
}

const shellLines: readonly RouteLine[] = routeFile.routes;
const shellMenu = Object.fromEntries(
  shellLines.filter((line) => line.menu).map((line) => [line.path, line.menu!] as const),
);

/**
 * The entry a path highlights (spec 000 §2.3: sub-routes highlight their parent entry): the shell's own line for
 * a path of the shell, else the line of the remote the registry gives the path to (its `menu`, from the remote's
 * routes.json through its build). A path of neither, or a line without a key, highlights nothing.
 */
export function activeMenuItem(pathname: string, registry: RemoteRegistry): SideMenuItem | undefined {
  const isShellPath = shellLines.some((line) => matchPath(line.path, pathname) !== null);
  const owner = isShellPath ? null : ownerOf(registry, pathname);
  const menu = isShellPath ? shellMenu : owner ? (registry[owner]?.menu ?? {}) : {};
  const key = menuKeyOf(menu, pathname);
  return SIDE_MENU_ITEMS.find((item) => item.key === key);
}
