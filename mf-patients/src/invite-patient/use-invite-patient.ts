import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { patientListKeys } from '../common/patient-list.keys';
import { inviteDecision, inviteRequest, type InviteDecision, type InviteFormValues } from './invite.model';
import { fetchInviteOptions, invitePatient, lookupEmail } from './invite-patient.resource';
import type { AppointmentPanelValues } from './create-appointment.model';
import { bookInvitationAppointment } from './create-appointment.resource';

export const inviteKeys = {
  all: ['mf-patients', 'invite'] as const,
  options: (clinicId: string) => [...inviteKeys.all, 'options', clinicId] as const,
  edit: (patientId: string) => [...inviteKeys.all, 'edit', patientId] as const,
  bookingChoices: (clinicId: string) => [...inviteKeys.all, 'booking-choices', clinicId] as const,
  freeSlots: (therapistId: string, typeId: string, liveSessionType: string, day: string) =>
    [...inviteKeys.all, 'free-slots', therapistId, typeId, liveSessionType, day] as const,
};

export function useInviteOptions() {
  const clinicId = useSession()?.clinicId;
  return useQuery({
    queryKey: inviteKeys.options(clinicId ?? ''),
    queryFn: () => fetchInviteOptions(clinicId!),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
}

export type InviteOutcome =
  | {
      kind: 'INVITED';
      patientUserId: string;
      /** The 'Create appointment' panel's booking: its id, or why the database refused it (its hint). */
      booking?: { appointmentId: string } | { refusal: string | null };
    }
  | Exclude<InviteDecision, { kind: 'NEW' }>;

/**
 * Submit: the e-mail lookup decides the branch (spec 001 §4); a new e-mail is invited through the backend.
 * An invitation opened meanwhile (the database refuses a second one) is the invited-not-accepted branch.
 */
export function useInvitePatient() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async ({
      values,
      appointment,
    }: {
      values: InviteFormValues;
      appointment?: AppointmentPanelValues;
    }): Promise<InviteOutcome> => {
      const request = inviteRequest(values);
      const decision = inviteDecision(await lookupEmail(request.email));
      if (decision.kind !== 'NEW') return decision;
      let patientUserId: string;
      let invitationId: string;
      try {
        ({ invitationId, patientUserId } = await invitePatient(request));
      } catch (error) {
        if ((error as { hint?: string }).hint === 'already_invited') return { kind: 'INVITED_NOT_ACCEPTED' };
        throw error;
      }
      if (!appointment?.enabled) return { kind: 'INVITED', patientUserId };
      // The invitation stands even when the booking is refused (e.g. the slot was taken meanwhile): the
      // page says why and opens the calendar's form for this patient.
      try {
        const appointmentId = await bookInvitationAppointment({
          invitationId,
          appointmentTypeId: appointment.appointmentTypeId!,
          scriptId: appointment.scriptId!,
          liveSessionType: appointment.liveSessionType!,
          startAt: appointment.startAt!,
          title: appointment.title,
        });
        return { kind: 'INVITED', patientUserId, booking: { appointmentId } };
      } catch (error) {
        return {
          kind: 'INVITED',
          patientUserId,
          booking: { refusal: (error as { hint?: string }).hint ?? null },
        };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'INVITED') return client.invalidateQueries({ queryKey: patientListKeys.all });
    },
  });
}
