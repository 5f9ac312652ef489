import { fetchBookableAppointmentTypes, fetchFreeTimeslots } from 'shared-ui';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import {
  applyScript,
  applyType,
  bookableTypes,
  EMPTY_APPOINTMENT_PANEL,
  slotQuery,
  validateAppointmentPanel,
  type AppointmentPanelValues,
} from './create-appointment.rules';
import { inviteKeys } from './invite-patient.keys';

/**
 * The 'Create appointment' panel's values, choices and free times. The appointment is booked with the
 * signed-in therapist (whose calendar the invitation comes from). Errors show after the first submit.
 */
export function useAppointmentPanel() {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  const me = session?.userId ?? '';
  const [values, setValues] = useState<AppointmentPanelValues>(EMPTY_APPOINTMENT_PANEL);
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const choices = useQuery({
    queryKey: inviteKeys.bookingChoices(clinicId),
    queryFn: () => fetchBookableAppointmentTypes(clinicId),
    enabled: open && Boolean(clinicId),
    staleTime: 5 * 60_000,
    select: bookableTypes,
  });
  const query = slotQuery(values);
  const slots = useQuery({
    queryKey: inviteKeys.freeSlots(
      me,
      query?.appointmentTypeId ?? '',
      query?.liveSessionType ?? '',
      query?.day ?? '',
    ),
    queryFn: () => fetchFreeTimeslots({ therapistUserId: me, ...query! }),
    enabled: Boolean(query && me),
  });

  const types = choices.data ?? [];
  const type = types.find((t) => t.id === values.appointmentTypeId);
  return {
    values,
    errors: submitted ? validateAppointmentPanel(values) : {},
    open,
    toggleOpen: () => setOpen((o) => !o),
    types,
    type,
    choices,
    slots,
    setEnabled: (enabled: boolean) => setValues((v) => ({ ...v, enabled })),
    setType: (id: string) => {
      const picked = types.find((t) => t.id === id);
      if (picked) setValues((v) => applyType(v, picked));
    },
    setScript: (id: string) =>
      setValues((v) => applyScript(v, type?.scripts.find((s) => s.id === id) ?? null)),
    set: <K extends 'liveSessionType' | 'day' | 'startAt' | 'title'>(
      key: K,
      value: AppointmentPanelValues[K],
    ) =>
      setValues((v) => ({
        ...v,
        [key]: value,
        ...(key === 'startAt' || key === 'title' ? {} : { startAt: null }),
      })),
    /** Marks the panel submitted; true when it may be sent (always when the switch is off). */
    trySubmit: (): boolean => {
      setSubmitted(true);
      const ok = Object.keys(validateAppointmentPanel(values)).length === 0;
      if (!ok) setOpen(true);
      return ok;
    },
  };
}

export type AppointmentPanel = ReturnType<typeof useAppointmentPanel>;
