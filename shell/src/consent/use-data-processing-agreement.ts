import { useSingleFlightMutation } from 'shared-ui';
import { updateOwnProfile } from '../session/auth.resource';
import { refreshProfile } from '../session/auth-store';

/** Agree (true) or decline (false) the data-processing agreement; the refreshed profile moves the guard on. */
export function useAnswerDataProcessingAgreement(userId: string) {
  return useSingleFlightMutation({
    mutationFn: async (agreed: boolean) => {
      await updateOwnProfile(userId, { dataProcessingAgreementAgreed: agreed });
      await refreshProfile();
    },
  });
}
