import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, useEscapeGoesBack } from 'shared-ui';
import { NewPasswordForm } from './new-password-form';
import { updatePassword } from '../session/auth-resource';

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEscapeGoesBack();
  const save = async (password: string) => {
    try {
      await updatePassword(password);
      toast.success(t('setNewPassword.changed'));
      navigate(-1);
    } catch {
      toast.error(t('errors.passwordChangeFailed'));
    }
  };
  return <NewPasswordForm title={t('changePassword.title')} onSave={save} onCancel={() => navigate(-1)} />;
}
