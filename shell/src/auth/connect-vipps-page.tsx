import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, Spinner, toast } from 'shared-ui';
import type { AuthState } from '../session/auth-store';
import { runtimeConfig } from '../config/runtime-config';
import { authorizationUrl, connectFailureKey, hasProviderReturn, readProviderReturn } from './digital-id';
import { applyLoginMethodChange, useConnectDigitalId, useDisconnectDigitalId } from './use-digital-id';

const Page = styled.section`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

/**
 * /connect-vipps (spec 002 §2, §4): one primary button that connects the profile to the digital ID (a round trip
 * to the provider that returns here with a code) or disconnects it.
 */
export function ConnectVippsPage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const connect = useConnectDigitalId();
  const disconnect = useDisconnectDigitalId();
  const { mutateAsync: connectAsync } = connect;
  const returning = hasProviderReturn(params);
  const handled = useRef(false);
  const provider = runtimeConfig().vipps;
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!returning || handled.current) return;
    handled.current = true;
    const answer = readProviderReturn(params, 'connect');
    // The code is single-use: the address bar must not keep it.
    navigate('/connect-vipps', { replace: true });
    if (!answer.ok) {
      if (answer.reason !== 'cancelled') toast.error(t('digitalId.connectFailed'));
      return;
    }
    const { code, state, redirectUri } = answer;
    connectAsync({ code, state, redirectUri }).then(
      () => {
        toast.success(t('digitalId.connected'));
        void applyLoginMethodChange();
      },
      (error: unknown) => toast.error(t(connectFailureKey(error))),
    );
  }, [returning, params, navigate, connectAsync, t]);

  if (auth.status !== 'signed-in') return null;
  const connected = auth.profile.vippsConnected;
  const busy = connect.isPending || disconnect.isPending;

  // Connecting or disconnecting changes how the user signs in: say so and ask first (the session then ends).
  const toggle = () => {
    setConfirming(false);
    if (connected) {
      disconnect.mutate(undefined, {
        onSuccess: () => {
          toast.success(t('digitalId.disconnected'));
          void applyLoginMethodChange();
        },
        onError: (error) => toast.error(t(connectFailureKey(error))),
      });
      return;
    }
    if (!provider) return;
    window.location.assign(authorizationUrl(provider, 'connect'));
  };

  return (
    <Page aria-labelledby="connect-vipps-title">
      <Box>
        <Title id="connect-vipps-title">{t('digitalId.connectTitle')}</Title>
        <Subtitle>
          {connected ? t('digitalId.connectedSubtitle') : t('digitalId.notConnectedSubtitle')}
        </Subtitle>
        {busy || returning ? (
          <Spinner size={32} label={t('digitalId.working')} />
        ) : (
          <Button
            variant="primary"
            onClick={() => setConfirming(true)}
            disabled={!connected && !provider}
            aria-describedby={!connected && !provider ? 'connect-vipps-unavailable' : undefined}
          >
            {connected ? t('digitalId.disconnect') : t('digitalId.connect')}
          </Button>
        )}
        {!connected && !provider && (
          <Subtitle id="connect-vipps-unavailable">{t('digitalId.unavailable')}</Subtitle>
        )}
      </Box>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={connected ? t('digitalId.confirmDisconnectTitle') : t('digitalId.confirmConnectTitle')}
        width="60vw"
      >
        <p>{connected ? t('digitalId.confirmDisconnect') : t('digitalId.confirmConnect')}</p>
        <Actions>
          <Button onClick={() => setConfirming(false)}>{tc('actions.cancel')}</Button>
          <Button variant="primary" onClick={toggle}>
            {connected ? t('digitalId.disconnect') : t('digitalId.connect')}
          </Button>
        </Actions>
      </Modal>
    </Page>
  );
}
