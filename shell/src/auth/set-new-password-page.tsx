import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-ui';
import { NewPasswordForm } from './new-password-form';
import { signOut, updateOwnProfile, updatePassword } from '../session/auth-resource';
import { refreshProfile, type AuthState } from '../session/auth-store';

/**
 * /users/:id/set-new-password: the forced first password (temporary password unresolved) and the end of
 * the forgot-password flow (signed in by the recovery link). The guard only lets the user reach their own.
 */
export function SetNewPasswordPage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  if (params.get('cachedEmail')) return <Navigate to="/" replace />;
  if (auth.status !== 'signed-in') return null;
  const recovery = auth.passwordRecovery;

  const save = async (password: string) => {
    try {
      await updatePassword(password);
      if (recovery) {
        toast.success(t('setNewPassword.changed'));
        await signOut();
        navigate('/login', { replace: true });
        return;
      }
      await updateOwnProfile(auth.userId, { is_temporary_password_resolved: true });
      await refreshProfile();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };

  return <NewPasswordForm title={t('setNewPassword.title')} onSave={save} />;
}
