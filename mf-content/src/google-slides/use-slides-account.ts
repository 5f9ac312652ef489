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
    // The account is read again before the mutation settles (the page shows its spinner until then), and
    // invalidating cancels a read that started before the exchange: its "not connected" answer, arriving
    // late, used to overwrite the connected state and leave 'Connect your account' on screen.
    mutationFn: async (code: string) => {
      await connectSlidesAccount(code);
      // 'all': the page may have been remounted meanwhile (the shell reloads the profile), leaving the query
      // without an observer; it must not keep the old answer as fresh.
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
