import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner, toast, useErrorMessage } from 'shared-ui';
import { loginFailureMessage, readProviderReturn } from './digital-id';
import { useDigitalIdSignIn } from './use-digital-id';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
  text-align: center;
`;

/**
 * /vipps-callback (spec 000 §2.1): the provider's return. The code is exchanged by the login-therapist function,
 * the session is started with its token and the guards take over; every failure goes back to /login with the
 * spec's message.
 */
export function VippsCallbackPage() {
  const { t } = useTranslation('shell');
  const errorText = useErrorMessage('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useDigitalIdSignIn();
  const { mutateAsync } = signIn;
  const started = useRef(false);

  useEffect(() => {
    // The state is single-use: the answer is handled once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const backToLogin = () => navigate('/login', { replace: true });
    const answer = readProviderReturn(params, 'login');
    if (!answer.ok) {
      // Cancelled at the provider: back to the sign-in without an error.
      if (answer.reason !== 'cancelled') toast.error(t('digitalId.loginFailed'));
      backToLogin();
      return;
    }
    const { code, state, redirectUri } = answer;
    mutateAsync({ code, state, redirectUri }).then(
      // Admitted: the guard moves on from this page; refused: the auth store has shown why.
      (settled) => {
        if (settled.status !== 'signed-in') backToLogin();
      },
      (error: unknown) => {
        toast.error(loginFailureMessage(error, errorText));
        backToLogin();
      },
    );
  }, [errorText, mutateAsync, navigate, params, t]);

  return (
    <Page>
      <Box>
        <Spinner size={32} label="" />
        <p role="status">{t('digitalId.verifying')}</p>
      </Box>
    </Page>
  );
}
