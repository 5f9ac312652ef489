import { theme, useMediaQuery } from 'shared-ui';

/** The shell's remembered menu state (spec 000 §2: key isMenuOpened); the shell owns writing it. */
export const MENU_STORAGE_KEY = 'isMenuOpened';

/**
 * Script grid (spec 001 §9): 2 to 4 columns by width and menu state. Below 1200 px the menu is collapsed and
 * the page is narrow: 2; from 1200 px 3 (2 while the 320 px menu is open); from 1600 px 4 (3 with the menu).
 */
export function scriptGridColumns(width: 'narrow' | 'large' | 'xlarge', menuOpen: boolean): number {
  if (width === 'narrow') return 2;
  if (width === 'large') return menuOpen ? 2 : 3;
  return menuOpen ? 3 : 4;
}

/** Journal template grid (spec 002 §2): 1 column on small screens up to 4 on extra large. */
export function templateGridColumns(width: 'small' | 'medium' | 'large' | 'xlarge'): number {
  return { small: 1, medium: 2, large: 3, xlarge: 4 }[width];
}

export function useScriptGridColumns(): number {
  const large = useMediaQuery(`(min-width: ${theme.breakpoints.menuCollapse}px)`);
  const xlarge = useMediaQuery('(min-width: 1600px)');
  const menuOpen = typeof localStorage !== 'undefined' && localStorage.getItem(MENU_STORAGE_KEY) !== 'false';
  return scriptGridColumns(xlarge ? 'xlarge' : large ? 'large' : 'narrow', menuOpen);
}

export function useTemplateGridColumns(): number {
  const medium = useMediaQuery(`(min-width: ${theme.breakpoints.mobileMax + 1}px)`);
  const large = useMediaQuery(`(min-width: ${theme.breakpoints.menuCollapse}px)`);
  const xlarge = useMediaQuery('(min-width: 1600px)');
  return templateGridColumns(xlarge ? 'xlarge' : large ? 'large' : medium ? 'medium' : 'small');
}
