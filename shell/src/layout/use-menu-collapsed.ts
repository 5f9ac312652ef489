import { useCallback, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { theme } from 'shared-ui';

/** The spec's localStorage key for the remembered menu state. */
export const MENU_STORAGE_KEY = 'isMenuOpened';

function useNarrowScreen(): boolean {
  const query = `(max-width: ${theme.breakpoints.menuCollapse - 1}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setNarrow(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}

/**
 * Collapsed when the user collapsed it (remembered), on live-appointment routes, and below 1200 px
 * (spec 000 §2.3). The toggle changes only the remembered choice.
 */
export function useMenuCollapsed(): { collapsed: boolean; toggle: () => void } {
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [opened, setOpened] = useState(() => localStorage.getItem(MENU_STORAGE_KEY) !== 'false');
  const liveAppointment = Boolean(matchPath({ path: '/appointments/:id', end: false }, pathname));
  const toggle = useCallback(() => {
    setOpened((current) => {
      localStorage.setItem(MENU_STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return { collapsed: !opened || liveAppointment || narrow, toggle };
}
