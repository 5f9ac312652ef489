import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Spec 000 §2.2: pressing Esc goes back on most forms. An open dialog, menu or popover takes Esc first
 * (Radix closes it), so the page only goes back when nothing is layered above it.
 */
export function useEscapeGoesBack(to?: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="menu"], [role="alertdialog"]')) return;
      if (to) navigate(to);
      else navigate(-1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, to]);
}
