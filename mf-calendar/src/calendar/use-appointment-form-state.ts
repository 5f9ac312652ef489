import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentFormMode } from '../appointment-form/appointment-form-drawer';

/**
 * The appointment form drawer's state on the calendar: opened by the page (create, create at a time, edit),
 * or by ?isCreateAppointmentFormOpen=true (&freePatientId=…) from another screen; closing removes that query.
 */
export function useAppointmentFormState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [formMode, setFormModeState] = useState<AppointmentFormMode | null>(null);
  // Once opened the drawer stays mounted, so closing it can return focus and animate like any dialog.
  const [used, setUsed] = useState(false);
  const open = useCallback((mode: AppointmentFormMode) => {
    setFormModeState(mode);
    setUsed(true);
  }, []);

  const freePatientId = searchParams.get('freePatientId');
  const urlMode: AppointmentFormMode | null =
    searchParams.get('isCreateAppointmentFormOpen') === 'true'
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
