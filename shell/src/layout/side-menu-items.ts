/** Side menu entries in the spec's order (spec 000 §2.3). `match` lists the route prefixes that highlight it. */
export interface SideMenuItem {
  key: string;
  to: string;
  match: string[];
}

export const SIDE_MENU_ITEMS: SideMenuItem[] = [
  {
    key: 'calendar',
    to: '/dashboard/calendar',
    match: ['/dashboard/calendar', '/working-hours', '/calendar-integration'],
  },
  {
    key: 'patients',
    to: '/dashboard/patients',
    match: ['/dashboard/patients', '/patients', '/patient', '/journals', '/journal', '/appointments'],
  },
  { key: 'freeClients', to: '/free-patients', match: ['/free-patients'] },
  {
    key: 'firstAppointment',
    to: '/first-appointment-with-menta',
    match: ['/first-appointment-with-menta', '/pre-screening'],
  },
  { key: 'payments', to: '/payments', match: ['/payments', '/payment', '/invoices', '/invoice'] },
  { key: 'waitingRoom', to: '/waiting-room', match: ['/waiting-room'] },
  { key: 'videoArchive', to: '/video-archive', match: ['/video-archive'] },
  {
    key: 'appointmentTypes',
    to: '/appointment-types',
    match: ['/appointment-types', '/appointment-type', '/settings'],
  },
  { key: 'evaluationStates', to: '/evaluation-states', match: ['/evaluation-states', '/evaluation-state'] },
  { key: 'disorders', to: '/disorders', match: ['/disorders', '/disorder'] },
  { key: 'googleSlides', to: '/google-slides/all', match: ['/google-slides'] },
  { key: 'notifications', to: '/notifications', match: ['/notifications'] },
];

export function activeMenuItem(pathname: string): SideMenuItem | undefined {
  const segmentPrefix = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return SIDE_MENU_ITEMS.find((item) => item.match.some(segmentPrefix));
}
