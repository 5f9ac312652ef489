import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, toast, useEscapeGoesBack } from 'shared-ui';
import { AuthCard, Actions, EmailField } from './auth-card';
import { requestPasswordReset } from '../session/auth-resource';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEscapeGoesBack('/login');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!email.trim()) {
      setError(t('validation.emailRequired'));
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      // The mail's link returns here signed in for recovery; the guard then opens set-new-password.
      await requestPasswordReset(email.trim(), `${window.location.origin}/login`);
      toast.success(t('forgotPassword.sent'));
      navigate('/login');
    } catch {
      toast.error(t('forgotPassword.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')} onSubmit={() => void submit()}>
      <EmailField value={email} onChange={setEmail} error={error} />
      <Actions>
        <Button variant="ghost" onClick={() => navigate('/login')}>
          {t('forgotPassword.backToLogin')}
        </Button>
        <Button type="submit" variant="primary" loading={submitting}>
          {t('forgotPassword.submit')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
