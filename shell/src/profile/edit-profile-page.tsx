import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  FilePickerButton,
  PageLayout,
  TextField,
  toast,
  useEscapeGoesBack,
  useAvatarSrc,
} from 'shared-ui';
import { fieldErrorText, useSchemaForm } from 'shared-ui/forms';
import type { AuthState } from '../session/auth-store';
import { useSaveProfile } from './use-edit-profile';
import { checkPhone, displayPhone } from './phone';
import { DESCRIPTION_INPUT_MAX, profileSchema } from './profile.rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
`;

const Avatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export function EditProfilePage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  useEscapeGoesBack();
  const profile = auth.status === 'signed-in' ? auth.profile : null;
  const form = useSchemaForm(profileSchema, {
    defaultValues: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: displayPhone(profile?.phone),
      description: profile?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const [avatar, setAvatar] = useState<File | null>(null);
  const saveProfile = useSaveProfile(profile?.id ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  // Each chosen file gets an object URL for the preview; the previous one is released when it changes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shownAvatar = useAvatarSrc(preview ?? profile?.avatarUrl ?? null);
  if (!profile) return null;

  // Nothing is saved while a field is wrong; a failed save keeps what the user typed (the values live in the form).
  const save = form.submit(async (values) => {
    const e164 = (checkPhone(values.phone) as { ok: true; e164: string | null }).e164;
    await saveProfile
      .mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: e164,
        description: values.description.trim() || null,
        avatar,
      })
      .then(
        () => {
          setAvatar(null);
          setPreview(null);
          form.reset({ ...values, phone: displayPhone(e164) });
          toast.success(t('profile.updated'));
        },
        () => toast.error(t('errors.saveFailed')),
      );
  });

  return (
    <PageLayout title={t('profile.title')}>
      <Form noValidate onSubmit={save}>
        {shownAvatar ? <Avatar src={shownAvatar} alt={t('profile.avatar')} /> : null}
        {/* shared-ui's picker: the button and "no picture chosen" in the interface language, not the browser's. */}
        <FilePickerButton
          label={t('profile.avatar')}
          buttonLabel={t('profile.chooseAvatar')}
          chosenName={avatar?.name ?? null}
          noneChosen={t('profile.noAvatarChosen')}
          accept="image/png,image/jpeg,image/webp"
          onPick={(files) => {
            const file = files[0] ?? null;
            setAvatar(file);
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          disabled={saveProfile.isPending}
        />
        <TextField
          label={t('profile.firstName')}
          {...form.register('firstName')}
          error={fieldErrorText(t, errors.firstName)}
        />
        <TextField
          label={t('profile.lastName')}
          {...form.register('lastName')}
          error={fieldErrorText(t, errors.lastName)}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+47 91 23 45 67"
          {...form.register('phone')}
          error={fieldErrorText(t, errors.phone)}
        />
        <TextField
          label={t('profile.description')}
          // spec 001: the description's input is capped at 255 characters
          maxLength={DESCRIPTION_INPUT_MAX}
          {...form.register('description')}
          error={fieldErrorText(t, errors.description)}
        />
        <Actions>
          <Button onClick={() => navigate(-1)}>{tc('actions.cancel')}</Button>
          <Button type="submit" variant="primary" loading={saveProfile.isPending}>
            {tc('actions.save')}
          </Button>
        </Actions>
      </Form>
    </PageLayout>
  );
}
