import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, toast, useEscapeGoesBack } from 'shared-ui';
import { AuthCard, Actions, EmailField } from './auth-card';
import { useRequestPasswordReset } from './use-request-password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEscapeGoesBack('/login');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const reset = useRequestPasswordReset();

  const submit = () => {
    if (!email.trim()) {
      setError(t('validation.emailRequired'));
      return;
    }
    setError(undefined);
    if (reset.isPending) return;
    reset.mutate(email, {
      onSuccess: () => {
        toast.success(t('forgotPassword.sent'));
        navigate('/login');
      },
      onError: () => toast.error(t('forgotPassword.failed')),
    });
  };

  return (
    <AuthCard title={t('forgotPassword.title')} onSubmit={submit}>
      <EmailField value={email} onChange={setEmail} error={error} />
      <Actions>
        <Button variant="ghost" onClick={() => navigate('/login')}>
          {t('forgotPassword.backToLogin')}
        </Button>
        <Button type="submit" variant="primary" loading={reset.isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
