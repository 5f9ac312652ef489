import { fetchBookableAppointmentTypes, fetchFreeTimeslots } from 'shared-ui';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { useSchemaForm } from 'shared-ui/forms';
import {
  appointmentPanelSchema,
  applyScript,
  applyType,
  bookableTypes,
  EMPTY_APPOINTMENT_PANEL,
  slotQuery,
  type AppointmentPanelValues,
} from './create-appointment.rules';
import { inviteKeys } from './invite-patient.keys';

/**
 * The 'Create appointment' panel (shared-ui/forms with appointmentPanelSchema), its choices and free times. The
 * appointment is booked with the signed-in therapist (whose calendar the invitation comes from). Errors show
 * after the first submit and then follow every change.
 */
export function useAppointmentPanel() {
  const session = useSession();
  const clinicId = session?.clinicId ?? '';
  const me = session?.userId ?? '';
  const form = useSchemaForm(appointmentPanelSchema, { defaultValues: EMPTY_APPOINTMENT_PANEL });
  const values = form.watch();
  const [open, setOpen] = useState(false);

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
    form,
    values,
    errors: form.formState.errors,
    open,
    toggleOpen: () => setOpen((o) => !o),
    types,
    type,
    choices,
    slots,
    setEnabled: (enabled: boolean) => form.update((v) => ({ ...v, enabled })),
    setType: (id: string) => {
      const picked = types.find((t) => t.id === id);
      if (picked) form.update((v) => applyType(v, picked));
    },
    setScript: (id: string) =>
      form.update((v) => applyScript(v, type?.scripts.find((s) => s.id === id) ?? null)),
    set: <K extends 'liveSessionType' | 'day' | 'startAt' | 'title'>(
      key: K,
      value: AppointmentPanelValues[K],
    ) =>
      form.update((v) => ({
        ...v,
        [key]: value,
        ...(key === 'startAt' || key === 'title' ? {} : { startAt: null }),
      })),
    /**
     * Validates the panel as a submit does (its errors show, then follow every change); true when it may be
     * sent (always when the switch is off). A panel with errors opens.
     */
    validate: async (): Promise<boolean> => {
      let ok = false;
      await form.submit(() => {
        ok = true;
      })();
      if (!ok) setOpen(true);
      return ok;
    },
  };
}

export type AppointmentPanel = ReturnType<typeof useAppointmentPanel>;
