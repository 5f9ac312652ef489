import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { patientListKeys } from '../common/patient-list.keys';
import { inviteDecision, inviteRequest, type InviteDecision, type InviteFormValues } from './invite.model';
import { fetchInviteOptions, invitePatient, lookupEmail } from './invite-patient.resource';

export const inviteKeys = {
  all: ['mf-patients', 'invite'] as const,
  options: (clinicId: string) => [...inviteKeys.all, 'options', clinicId] as const,
  edit: (patientId: string) => [...inviteKeys.all, 'edit', patientId] as const,
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
  { kind: 'INVITED'; patientUserId: string } | Exclude<InviteDecision, { kind: 'NEW' }>;

/**
 * Submit: the e-mail lookup decides the branch (spec 001 §4); a new e-mail is invited through the backend.
 * An invitation opened meanwhile (the database refuses a second one) is the invited-not-accepted branch.
 */
export function useInvitePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: InviteFormValues): Promise<InviteOutcome> => {
      const request = inviteRequest(values);
      const decision = inviteDecision(await lookupEmail(request.email));
      if (decision.kind !== 'NEW') return decision;
      try {
        const { patientUserId } = await invitePatient(request);
        return { kind: 'INVITED', patientUserId };
      } catch (error) {
        if ((error as { hint?: string }).hint === 'already_invited') return { kind: 'INVITED_NOT_ACCEPTED' };
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'INVITED') return client.invalidateQueries({ queryKey: patientListKeys.all });
    },
  });
}
