import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hintOf } from 'supabase-client';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { patientListKeys } from '../common/patient-list.keys';
import { inviteDecision, inviteRequest, type InviteDecision, type InviteFormValues } from './invite.rules';
import { fetchInviteOptions, invitePatient, lookupEmail } from './invite-patient.resource';
import type { AppointmentPanelValues } from './create-appointment.rules';
import { bookInvitationAppointment } from './create-appointment.resource';
import { inviteKeys } from './invite-patient.keys';

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
      /** The 'Create appointment' panel's booking: its id, or the error the database refused it with. */
      booking?: { appointmentId: string } | { refusal: unknown };
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
        if (hintOf(error) === 'already_invited') return { kind: 'INVITED_NOT_ACCEPTED' };
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
        return { kind: 'INVITED', patientUserId, booking: { refusal: error } };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'INVITED') return client.invalidateQueries({ queryKey: patientListKeys.all });
    },
  });
}
