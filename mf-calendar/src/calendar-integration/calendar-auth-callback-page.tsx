import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, PageLayout, useErrorMessage } from 'shared-ui';
import { AUTH_POPUP_NAME, useAuthenticate } from '../common/use-calendar-integration';

const INTEGRATION = '/calendar-integration';
/** Spec 000 §8/§9: the 'already integrated' popup closes itself after 3 s. */
export const ALREADY_INTEGRATED_CLOSE_MS = 3000;

const Text = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

function inAuthPopup(): boolean {
  return Boolean(window.opener) && window.name === AUTH_POPUP_NAME;
}

/**
 * /service/google-calendar-auth: where the calendar provider returns with ?code&state (or ?error). Exchanges
 * the one-time code with the service, then closes the popup (the integration page, polling, moves on) or,
 * when authorisation ran in this tab, returns to /calendar-integration.
 */
export function CalendarAuthCallbackPage() {
  const { t } = useTranslation('mf-calendar');
  const errorText = useErrorMessage('mf-calendar');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const denied = params.get('error');
  const code = params.get('code');
  const state = params.get('state');
  const auth = useAuthenticate(denied ? null : code, state);
  const popup = inAuthPopup();
  const already = auth.alreadyIntegrated;

  useEffect(() => {
    if (auth.isSuccess && popup) window.close();
  }, [auth.isSuccess, popup]);

  useEffect(() => {
    if (!already) return;
    const timer = window.setTimeout(() => {
      if (popup) window.close();
      else navigate(INTEGRATION, { replace: true });
    }, ALREADY_INTEGRATED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [already, popup, navigate]);

  if (auth.isSuccess && !popup) return <Navigate to={INTEGRATION} replace />;

  let content;
  if (denied) content = <Text $error>{t('calendarAuth.denied')}</Text>;
  else if (!code || !state) content = <Text $error>{t('calendarAuth.incomplete')}</Text>;
  else if (auth.isSuccess) content = <Text role="status">{t('calendarAuth.done')}</Text>;
  else if (already) {
    content = (
      <Modal
        open
        onOpenChange={(open) => {
          if (open) return;
          if (popup) window.close();
          else navigate(INTEGRATION, { replace: true });
        }}
        title={t('errors.calendar_account_already_integrated')}
        closeLabel={t('calendarIntegration.close')}
        width="420px"
      >
        <Text role="alert">{t('errors.calendar_account_already_integrated')}</Text>
      </Modal>
    );
  } else if (auth.isError) {
    content = (
      <Text $error role="alert">
        {errorText(auth.error, 'errors.calendar_not_integrated')}
      </Text>
    );
  } else content = <Text role="status">{t('calendarAuth.working')}</Text>;

  return (
    <PageLayout title={t('calendarAuth.title')}>
      {content}
      {!auth.isSuccess && !already && auth.fetchStatus === 'idle' && (
        <div>
          {popup ? (
            <Button variant="secondary" onClick={() => window.close()}>
              {t('calendarIntegration.close')}
            </Button>
          ) : (
            <Link to={INTEGRATION}>{t('calendarAuth.back')}</Link>
          )}
        </div>
      )}
    </PageLayout>
  );
}
