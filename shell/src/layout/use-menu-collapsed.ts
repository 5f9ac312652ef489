import { useCallback, useState, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { theme, useMediaQuery } from 'shared-ui';

/** The spec's localStorage key for the remembered menu state. */
export const MENU_STORAGE_KEY = 'isMenuOpened';

const NARROW_QUERY = `(max-width: ${theme.breakpoints.menuCollapse - 1}px)`;

/**
 * The remembered expanded/collapsed choice, shared by every reader (the side menu and the user menu, whose
 * Log out shows only while the side menu is collapsed, spec 002 §2).
 */
const listeners = new Set<() => void>();
const readOpened = () => localStorage.getItem(MENU_STORAGE_KEY) !== 'false';
function subscribeOpened(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function setOpenedStored(opened: boolean) {
  localStorage.setItem(MENU_STORAGE_KEY, String(opened));
  listeners.forEach((listener) => listener());
}

export interface MenuState {
  collapsed: boolean;
  /** Narrow screens: the opened menu lies over the page, behind it an overlay that closes it. */
  overlay: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Spec 000 §2.3: collapsed when the user collapsed it (remembered), on live-appointment routes, and below
 * 1200 px. Below 1200 px opening it is temporary: it covers the page until the overlay is clicked or the
 * user navigates.
 */
export function useMenuCollapsed(): MenuState {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const opened = useSyncExternalStore(subscribeOpened, readOpened);
  const [openedOver, setOpenedOver] = useState<string | null>(null);
  const liveAppointment = Boolean(matchPath({ path: '/appointments/:id', end: false }, pathname));
  // Opened over the page on a narrow screen: only until the next navigation.
  const overlay = narrow && openedOver === pathname;

  const toggle = useCallback(() => {
    if (narrow) {
      setOpenedOver((current) => (current === pathname ? null : pathname));
      return;
    }
    setOpenedStored(!readOpened());
  }, [narrow, pathname]);
  const close = useCallback(() => setOpenedOver(null), []);

  const collapsed = narrow ? !overlay : !opened || liveAppointment;
  return { collapsed, overlay, toggle, close };
}
