import { useEffect, useState } from 'react';
import { useJournalTemplates } from '../../common/use-live-session-catalogue';
import { filterKey, filterTemplates, type TemplateContext } from './templates-filter';

export const TEMPLATES_OPEN_KEY = 'mf-journal:live-session:templates-open';

function storedOpen(): boolean {
  try {
    return window.localStorage.getItem(TEMPLATES_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The Journal templates side panel: its templates, and its open state (remembered; opens when a filter changes). */
export function useTemplatesPanel(appointmentTypeId: string | null, context: TemplateContext) {
  const templates = useJournalTemplates(appointmentTypeId);
  const [open, setOpen] = useState(storedOpen);
  const key = filterKey(context);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    // A filter changed (another step, disorder or evaluation state): show the templates that now apply.
    setSeenKey(key);
    setOpen(true);
  }
  useEffect(() => {
    try {
      window.localStorage.setItem(TEMPLATES_OPEN_KEY, String(open));
    } catch {
      /* storage unavailable: the state lives for this page only */
    }
  }, [open]);
  return {
    open,
    setOpen,
    loading: templates.isPending,
    templates: filterTemplates(templates.data ?? [], context),
  };
}
