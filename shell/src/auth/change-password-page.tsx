import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast, useEscapeGoesBack } from 'shared-ui';
import { NewPasswordForm } from './new-password-form';
import { useChangePassword } from './use-change-password';

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useEscapeGoesBack();
  const change = useChangePassword();
  const save = (password: string) =>
    !change.isPending &&
    change.mutate(password, {
      onSuccess: () => {
        toast.success(t('setNewPassword.changed'));
        navigate(-1);
      },
      onError: () => toast.error(t('errors.passwordChangeFailed')),
    });
  return (
    <NewPasswordForm
      title={t('changePassword.title')}
      onSave={save}
      saving={change.isPending}
      onCancel={() => navigate(-1)}
    />
  );
}
