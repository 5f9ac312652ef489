import { useState } from 'react';
import { sectionStorageKey } from './slides.rules';

/** A collapsible section's open state, remembered locally by its title (open until closed once). */
export function useSectionOpen(title: string): [boolean, () => void] {
  const key = sectionStorageKey(title);
  const [open, setOpen] = useState(() => localStorage.getItem(key) !== 'false');
  return [
    open,
    () =>
      setOpen((current) => {
        localStorage.setItem(key, String(!current));
        return !current;
      }),
  ];
}
