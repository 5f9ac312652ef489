import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Link, TextField, useErrorMessage } from 'shared-ui';
import { fieldErrorText, useController, useSchemaForm } from 'shared-ui/forms';
import { AuthCard, FormError, Actions, EmailField } from './auth-card';
import { useSignIn } from './use-sign-in';
import { runtimeConfig } from '../config/runtime-config';
import { authorizationUrl } from './digital-id';
import { signInSchema } from './password-rules';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const errorText = useErrorMessage('shell');
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const form = useSchemaForm(signInSchema, {
    defaultValues: { email: params.get('email') ?? '', password: params.get('password') ?? '' },
  });
  const { errors } = form.formState;
  const email = useController({ control: form.control, name: 'email' });
  const [refusal, setRefusal] = useState<string>();

  const submit = form.submit((credentials) => {
    setRefusal(undefined);
    return signIn.mutateAsync(credentials).catch((error: unknown) =>
      // The provider's message as the spec asks ('Invalid login credentials'): the shell's text for the auth
      // error's code (errors.<code>, the provider's English word for word), never the raw message.
      setRefusal(errorText(error, 'errors.generic')),
    );
  });

  // Links from the admin application sign a user in directly: ?email=…&password=…&userId=…
  const autoSubmitted = useRef(false);
  useEffect(() => {
    const autoEmail = params.get('email');
    const autoPassword = params.get('password');
    if (!autoSubmitted.current && autoEmail && autoPassword && params.get('userId')) {
      autoSubmitted.current = true;
      void submit();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the URL the page was opened with
  }, []);

  // The digital-ID button of spec 000 §2.1 (shown when the deployment names a provider).
  const provider = runtimeConfig().vipps;
  const signInWithVipps = () => {
    if (provider) window.location.assign(authorizationUrl(provider, 'login'));
  };

  return (
    <AuthCard title={t('login.title')} onSubmit={() => void submit()}>
      {provider && (
        <Button type="button" variant="secondary" onClick={signInWithVipps}>
          {t('digitalId.loginButton')}
        </Button>
      )}
      {/* after a submit a field's error follows what is typed (it goes once the user types) */}
      <EmailField
        value={email.field.value}
        onChange={email.field.onChange}
        error={fieldErrorText(t, email.fieldState.error)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      {refusal && <FormError role="alert">{refusal}</FormError>}
      <Actions>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        <Button type="submit" variant="primary" loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
