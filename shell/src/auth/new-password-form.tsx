import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { AuthCard, Actions } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';
import { validateNewPassword, type PasswordFormErrors } from './password-rules';

interface NewPasswordFormProps {
  title: string;
  /** Saves the password (a use-*.ts mutation); a failure keeps what the user typed. */
  onSave: (password: string) => void;
  saving: boolean;
  onCancel?: () => void;
}

/** New password + confirmation with the strength meter: the forced, recovery and change-password pages. */
export function NewPasswordForm({ title, onSave, saving, onCancel }: NewPasswordFormProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordFormErrors>({});

  const submit = () => {
    const next = validateNewPassword(password, confirmation);
    setErrors(next);
    if (next.password || next.confirmation) return;
    onSave(password);
  };

  return (
    <AuthCard title={title} onSubmit={submit}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && t(errors.password)}
      />
      <PasswordStrengthMeter password={password} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation && t(errors.confirmation)}
      />
      <Actions>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" loading={saving}>
          {tc('actions.save')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
