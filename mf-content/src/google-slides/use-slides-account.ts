import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { slideKeys } from './slides.keys';
import {
  addPresentations,
  connectSlidesAccount,
  disconnectSlidesAccount,
  fetchAccountPresentations,
  fetchSlidesAccount,
  localAuthorisationUrl,
  uploadPresentation,
  type UploadPage,
} from './slides-account.resource';

/** The shell reloads the user's row (isGoogleSlidesIntegrated drives its user menu) on this event. */
const PROFILE_CHANGED_EVENT = 'app:profile-changed';
const profileChanged = () => window.dispatchEvent(new Event(PROFILE_CHANGED_EVENT));

export function useSlidesAccount() {
  return useQuery({ queryKey: slideKeys.account(), queryFn: fetchSlidesAccount });
}

/** The authorisation redirect: back to this page with `code` (the local provider consents at once). */
export function authorisationUrl(): string {
  const back = new URL(window.location.href);
  back.search = '';
  return localAuthorisationUrl(back.toString());
}

export function useConnectSlidesAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // The page's first read of the account runs alongside the exchange (both start when the page opens with
    // `code`), so it may answer "not connected" after the exchange succeeded. Invalidating alone does not help
    // then: react-query hands a refetch the fetch already in flight while the query has no data yet
    // (`cancelRefetch` only cancels a refetch of existing data), so that late answer became the fresh state and
    // 'Connect your account' stayed on screen. Cancel that read first; the refetch then really reads again.
    mutationFn: async (code: string) => {
      await connectSlidesAccount(code);
      await queryClient.cancelQueries({ queryKey: slideKeys.account() });
      await queryClient.invalidateQueries({ queryKey: slideKeys.account(), refetchType: 'all' });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: slideKeys.account() }),
    onSuccess: profileChanged,
  });
}

export function useDisconnectSlidesAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSlidesAccount,
    onSuccess: () => {
      profileChanged();
      void queryClient.invalidateQueries({ queryKey: slideKeys.account() });
      void queryClient.invalidateQueries({ queryKey: slideKeys.accountPresentations() });
    },
  });
}

export function useAccountPresentations(enabled: boolean) {
  return useQuery({
    queryKey: slideKeys.accountPresentations(),
    queryFn: fetchAccountPresentations,
    enabled,
  });
}

export function useUploadPresentation() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; pages: UploadPage[] }) =>
      uploadPresentation({ ...input, clinicId: session?.clinicId ?? '', userId: session?.userId ?? '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideKeys.accountPresentations() }),
  });
}

export function useAddPresentations() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPresentations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideKeys.library(clinicId) }),
  });
}
