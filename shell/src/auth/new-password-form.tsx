import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { fieldErrorText, useSchemaForm, useWatch } from 'shared-ui/forms';
import { AuthCard, Actions } from './auth-card';
import { PasswordStrengthMeter } from './password-strength-meter';
import { newPasswordSchema } from './password-rules';

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
  const form = useSchemaForm(newPasswordSchema, { defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  return (
    <AuthCard title={title} onSubmit={() => void form.submit((values) => onSave(values.password))()}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <PasswordStrengthMeter password={password} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.register('confirmation')}
        error={fieldErrorText(t, errors.confirmation)}
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
