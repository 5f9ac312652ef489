import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage } from 'shared-ui';
import { NewPasswordForm } from './new-password-form';
import type { AuthState } from '../session/auth-store';
import { useSetNewPassword } from './use-set-new-password';

/**
 * /users/:id/set-new-password: the forced first password (temporary password unresolved) and the end of
 * the forgot-password flow (signed in by the recovery link). The guard only lets the user reach their own.
 */
export function SetNewPasswordPage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const errorText = useErrorMessage('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed-in';
  const setPassword = useSetNewPassword(signedIn ? auth.userId : '', signedIn && auth.passwordRecovery);

  if (params.get('cachedEmail')) return <Navigate to="/" replace />;
  if (!signedIn) return null;

  const save = (password: string) =>
    !setPassword.isPending &&
    setPassword.mutate(password, {
      onSuccess: (outcome) => {
        if (outcome !== 'recovered') return; // the refreshed profile lets the guard route on
        toast.success(t('setNewPassword.changed'));
        navigate('/login', { replace: true });
      },
      onError: (error) => toast.error(errorText(error, 'errors.generic')),
    });

  return <NewPasswordForm title={t('setNewPassword.title')} onSave={save} saving={setPassword.isPending} />;
}
