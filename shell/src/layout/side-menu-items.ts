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

/**
 * Side menu entries in the spec's order (spec 000 §2.3). `match` lists the route prefixes that highlight it;
 * `icon` is what the collapsed menu shows (the label then goes to a tooltip and the accessible name).
 */
export interface SideMenuItem {
  key: string;
  to: string;
  match: string[];
  icon: LucideIcon;
}

export const SIDE_MENU_ITEMS: SideMenuItem[] = [
  {
    key: 'calendar',
    icon: CalendarDays,
    to: '/dashboard/calendar',
    match: ['/dashboard/calendar', '/working-hours', '/calendar-integration'],
  },
  {
    key: 'patients',
    icon: Users,
    to: '/dashboard/patients',
    match: ['/dashboard/patients', '/patients', '/patient', '/journals', '/journal', '/appointments'],
  },
  { key: 'freeClients', icon: UserPlus, to: '/free-patients', match: ['/free-patients'] },
  {
    key: 'firstAppointment',
    icon: Sparkles,
    to: '/first-appointment-with-menta',
    match: ['/first-appointment-with-menta', '/pre-screening'],
  },
  {
    key: 'payments',
    icon: CreditCard,
    to: '/payments',
    match: ['/payments', '/payment', '/invoices', '/invoice'],
  },
  { key: 'waitingRoom', icon: Armchair, to: '/waiting-room', match: ['/waiting-room'] },
  { key: 'videoArchive', icon: Video, to: '/video-archive', match: ['/video-archive'] },
  {
    key: 'appointmentTypes',
    icon: ClipboardList,
    to: '/appointment-types',
    match: ['/appointment-types', '/appointment-type', '/settings'],
  },
  {
    key: 'evaluationStates',
    icon: Gauge,
    to: '/evaluation-states',
    match: ['/evaluation-states', '/evaluation-state'],
  },
  { key: 'disorders', icon: Stethoscope, to: '/disorders', match: ['/disorders', '/disorder'] },
  { key: 'googleSlides', icon: Presentation, to: '/google-slides/all', match: ['/google-slides'] },
  { key: 'notifications', icon: Bell, to: '/notifications', match: ['/notifications'] },
];

export function activeMenuItem(pathname: string): SideMenuItem | undefined {
  const segmentPrefix = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return SIDE_MENU_ITEMS.find((item) => item.match.some(segmentPrefix));
}
