import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore, useSession, useSingleFlightMutation } from 'shared-ui';
import { slideKeys } from './slides.keys';
import { slidesNavigation } from './slides-navigation';
import { fetchSlidesAccount, uploadPresentation, type UploadPage } from './slides-account.resource';
import {
  connectSlidesAccount,
  disconnectSlidesAccount,
  fetchAccountPresentations,
  fetchAuthorisationUrl,
  savePresentations,
} from './slides-service.resource';

/** The service changed the user's row (isGoogleSlidesIntegrated drives the shell's user menu): reload it. */
const profileChanged = () => void sessionStore.reloadProfile();

/** The authorisation returns here: this page's address without its query (the same for the exchange). */
export function returnUrl(): string {
  const back = new URL(window.location.href);
  back.search = '';
  back.hash = '';
  return back.toString();
}

export function useSlidesAccount() {
  return useQuery({ queryKey: slideKeys.account(), queryFn: fetchSlidesAccount });
}

/** 'Connect your account': asks the service for the provider's authorisation URL, then goes there. */
export function useStartAuthorisation() {
  return useSingleFlightMutation({
    mutationFn: () => fetchAuthorisationUrl(returnUrl()),
    onSuccess: (url) => slidesNavigation.assign(url),
  });
}

export function useConnectSlidesAccount() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    // The page's first read of the account runs alongside the exchange (both start when the page opens with
    // `code`), so it may answer "not connected" after the exchange succeeded. Invalidating alone does not help
    // then: react-query hands a refetch the fetch already in flight while the query has no data yet
    // (`cancelRefetch` only cancels a refetch of existing data), so that late answer became the fresh state and
    // 'Connect your account' stayed on screen. Cancel that read first; the refetch then really reads again.
    mutationFn: async ({ code, state }: { code: string; state: string | null }) => {
      await connectSlidesAccount(code, state, returnUrl());
      await queryClient.cancelQueries({ queryKey: slideKeys.account() });
      await queryClient.invalidateQueries({ queryKey: slideKeys.account(), refetchType: 'all' });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: slideKeys.account() }),
    onSuccess: profileChanged,
  });
}

export function useDisconnectSlidesAccount() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: disconnectSlidesAccount,
    onSuccess: () => {
      profileChanged();
      void queryClient.invalidateQueries({ queryKey: slideKeys.account() });
      void queryClient.invalidateQueries({ queryKey: slideKeys.accountPresentations() });
    },
  });
}

/** The account's presentations and the provider that answered (it decides whether uploads are offered). */
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
  return useSingleFlightMutation({
    mutationFn: (input: { name: string; pages: UploadPage[] }) =>
      uploadPresentation({ ...input, clinicId: session?.clinicId ?? '', userId: session?.userId ?? '' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideKeys.accountPresentations() }),
  });
}

export function useSavePresentations() {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: savePresentations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slideKeys.library(clinicId) }),
  });
}
