import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Link, TextField, useErrorMessage } from 'shared-ui';
import { AuthCard, FormError, Actions, EmailField } from './auth-card';
import { useSignIn } from './use-sign-in';
import { runtimeConfig } from '../config/runtime-config';
import { authorizationUrl } from './digital-id';

interface LoginErrors {
  email?: string;
  password?: string;
  form?: string;
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const errorText = useErrorMessage('shell');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState(params.get('password') ?? '');
  const [errors, setErrors] = useState<LoginErrors>({});
  const signIn = useSignIn();

  const submit = (credentials = { email, password }) => {
    const next: LoginErrors = {};
    if (!credentials.email.trim()) next.email = t('validation.emailRequired');
    if (!credentials.password) next.password = t('validation.passwordRequired');
    setErrors(next);
    if (next.email || next.password || signIn.isPending) return;
    signIn.mutate(credentials, {
      // The provider's message as the spec asks ('Invalid login credentials'): the shell's text for the auth
      // error's code (errors.<code>, the provider's English word for word), never the raw message.
      onError: (error) => setErrors({ form: errorText(error, 'errors.generic') }),
    });
  };

  // Links from the admin application sign a user in directly: ?email=…&password=…&userId=…
  const autoSubmitted = useRef(false);
  useEffect(() => {
    const autoEmail = params.get('email');
    const autoPassword = params.get('password');
    if (!autoSubmitted.current && autoEmail && autoPassword && params.get('userId')) {
      autoSubmitted.current = true;
      submit({ email: autoEmail, password: autoPassword });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the URL the page was opened with
  }, []);

  // The digital-ID button of spec 000 §2.1 (shown when the deployment names a provider).
  const provider = runtimeConfig().vipps;
  const signInWithVipps = () => {
    if (provider) window.location.assign(authorizationUrl(provider, 'login'));
  };

  return (
    <AuthCard title={t('login.title')} onSubmit={() => submit()}>
      {provider && (
        <Button type="button" variant="secondary" onClick={signInWithVipps}>
          {t('digitalId.loginButton')}
        </Button>
      )}
      {/* a field's error goes once the user types in it (it is checked again on the next submit) */}
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={errors.email}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
      />
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <Actions>
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        <Button type="submit" variant="primary" loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
