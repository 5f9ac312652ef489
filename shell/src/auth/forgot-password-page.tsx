import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, toast, useEscapeGoesBack } from 'shared-ui';
import { fieldErrorText, useSchemaForm, useController } from 'shared-ui/forms';
import { AuthCard, Actions, EmailField } from './auth-card';
import { resetRequestSchema } from './password-rules';
import { useRequestPasswordReset } from './use-request-password-reset';

export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEscapeGoesBack('/login');
  const reset = useRequestPasswordReset();
  const form = useSchemaForm(resetRequestSchema, { defaultValues: { email: '' } });
  const email = useController({ control: form.control, name: 'email' });

  const submit = form.submit(({ email: address }) =>
    reset.mutateAsync(address).then(
      () => {
        toast.success(t('forgotPassword.sent'));
        navigate('/login');
      },
      () => toast.error(t('forgotPassword.failed')),
    ),
  );

  return (
    <AuthCard title={t('forgotPassword.title')} onSubmit={() => void submit()}>
      <EmailField
        value={email.field.value}
        onChange={email.field.onChange}
        error={fieldErrorText(t, email.fieldState.error)}
      />
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
