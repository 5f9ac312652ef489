import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast, useErrorMessage } from 'shared-ui';
import { useConnectSlidesAccount, useDisconnectSlidesAccount } from './use-slides-account';

/**
 * The page's query parameters: `code` (with Google's `state`) from the authorisation's return redirect is
 * exchanged once (spec 002 §2),
 * and removed from the address so a reload does not repeat it; `action=disconnect` (the shell's 'Disconnect
 * google slides') opens the confirmation until it is answered.
 */
export function useSlidesReturn() {
  const { t } = useTranslation('mf-content');
  const errorText = useErrorMessage('mf-content');
  const [params, setParams] = useSearchParams();
  const connect = useConnectSlidesAccount();
  const disconnect = useDisconnectSlidesAccount();
  const handled = useRef<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const action = params.get('action');

  // The disconnect confirmation is open while the address asks for it; closing it clears the parameter.
  const confirmDisconnect = action === 'disconnect';
  const closeDisconnect = () => setParams({}, { replace: true });

  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    setParams({}, { replace: true });
    connect.mutate(
      { code, state },
      {
        onSuccess: () => toast.success(t('slides.integrated')),
        onError: (error) => toast.error(errorText(error, 'errors.slides_integration_failed')),
      },
    );
  }, [code, state, connect, setParams, t, errorText]);

  return {
    connecting: connect.isPending,
    confirmDisconnect,
    disconnecting: disconnect.isPending,
    cancelDisconnect: closeDisconnect,
    disconnect: () =>
      disconnect.mutate(undefined, {
        onSuccess: () => toast.success(t('slides.disconnected')),
        onError: (error) => toast.error(errorText(error, 'errors.slides_disconnect_failed')),
        onSettled: closeDisconnect,
      }),
  };
}
