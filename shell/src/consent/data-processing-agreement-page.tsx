import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from 'lucide-react';
import { Button, GuardedButton, Link, toast } from 'shared-ui';
import { AuthCard, Actions } from '../auth/auth-card';
import type { AuthState } from '../session/auth-store';
import { useAnswerDataProcessingAgreement } from './use-data-processing-agreement';

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** The agreement document is deployment content, served beside the shell (public/legal/). */
export const AGREEMENT_URL = '/legal/data-processing-agreement.html';

/**
 * /data-processing-agreement (spec 002 §2): null → the consent prompt; false → no access with 'Show consent';
 * true → the guard lets the user in. Agree is enabled only after the agreement was opened.
 */
export function DataProcessingAgreementPage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [showPrompt, setShowPrompt] = useState(false);
  const save = useAnswerDataProcessingAgreement(auth.status === 'signed-in' ? auth.userId : '');
  if (auth.status !== 'signed-in') return null;
  const agreed = auth.profile.dataProcessingAgreementAgreed;
  const saving = save.isPending;

  const answer = (value: boolean) =>
    save.mutate(value, {
      onSuccess: () => setShowPrompt(false),
      onError: () => toast.error(t('errors.generic')),
    });

  if (agreed === false && !showPrompt) {
    return (
      <AuthCard title={t('consent.noAccessTitle')} onSubmit={() => setShowPrompt(true)}>
        <Text>{t('consent.noAccess')}</Text>
        <Actions>
          <span />
          <Button type="submit" variant="primary">
            {t('consent.show')}
          </Button>
        </Actions>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('consent.title')} onSubmit={() => opened && answer(true)}>
      <Text>{t('consent.prompt')}</Text>
      <Link href={AGREEMENT_URL} target="_blank" rel="noreferrer" onClick={() => setOpened(true)}>
        {t('consent.link')} <ExternalLink size={14} aria-hidden="true" />
      </Link>
      <Actions>
        <Button variant="secondary" onClick={() => answer(false)} disabled={saving}>
          {t('consent.decline')}
        </Button>
        {/* spec 002: Agree only after the agreement was opened; until then it says why (focusable, tooltip) */}
        <GuardedButton
          type="button"
          variant="primary"
          reason={opened ? null : t('consent.openFirst')}
          loading={saving}
          onClick={() => answer(true)}
        >
          {t('consent.agree')}
        </GuardedButton>
      </Actions>
      {!opened && <Hint>{t('consent.openFirst')}</Hint>}
    </AuthCard>
  );
}
