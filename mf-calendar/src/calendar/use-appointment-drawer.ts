import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentFormMode } from '../common/appointment-form-mode';
import { useWorkingHoursPrompt } from '../common/use-working-hours-prompt';

/**
 * The appointment form drawer's state on the calendar: opened by the page (create, create at a time, edit),
 * or by ?isCreateAppointmentFormOpen=true (&freePatientId=…) from another screen; closing removes that query.
 * The link's form waits while the working-hours modal is being decided or is open (spec 000 §4 on the same
 * load): the modal first, then the form, whichever request answers first; the query stays in the URL meanwhile.
 */
export function useAppointmentDrawer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [formMode, setFormModeState] = useState<AppointmentFormMode | null>(null);
  // Once opened the drawer stays mounted, so closing it can return focus and animate like any dialog.
  const [used, setUsed] = useState(false);
  const open = useCallback((mode: AppointmentFormMode) => {
    setFormModeState(mode);
    setUsed(true);
  }, []);

  const prompt = useWorkingHoursPrompt().state;
  const freePatientId = searchParams.get('freePatientId');
  const urlMode: AppointmentFormMode | null =
    prompt === 'closed' && searchParams.get('isCreateAppointmentFormOpen') === 'true'
      ? { kind: 'create', ...(freePatientId ? { patientUserId: freePatientId } : {}) }
      : null;
  const mode = formMode ?? urlMode;

  const close = () => {
    setFormModeState(null);
    if (urlMode) {
      const next = new URLSearchParams(searchParams);
      next.delete('isCreateAppointmentFormOpen');
      next.delete('freePatientId');
      setSearchParams(next, { replace: true });
    }
  };
  return { mode, mounted: used || mode !== null, open, close };
}
