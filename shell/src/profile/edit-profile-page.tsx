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
  validateText,
} from 'shared-ui';
import type { AuthState } from '../session/auth-store';
import { useSaveProfile } from './use-edit-profile';
import { checkPhone, displayPhone } from './phone';

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

const NAME_MAX = 100;

/** Spec 001's input cap for a description (its stored rule allows more). */
const DESCRIPTION_INPUT_MAX = 255;

export function EditProfilePage({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  useEscapeGoesBack();
  const profile = auth.status === 'signed-in' ? auth.profile : null;
  const [firstName, setFirstName] = useState(profile?.firstName ?? '');
  const [lastName, setLastName] = useState(profile?.lastName ?? '');
  const [phone, setPhone] = useState(displayPhone(profile?.phone));
  const [description, setDescription] = useState(profile?.description ?? '');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; phone?: string }>({});
  const saveProfile = useSaveProfile(profile?.id ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  // Each chosen file gets an object URL for the preview; the previous one is released when it changes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shownAvatar = useAvatarSrc(preview ?? profile?.avatarUrl ?? null);
  if (!profile) return null;

  const save = () => {
    // A second click while the first save runs does nothing.
    if (saveProfile.isPending) return;
    const next = {
      firstName: validateText(
        firstName,
        {
          required: t('profile.firstNameRequired'),
          blank: t('profile.firstNameBlank'),
          tooLong: t('profile.firstNameTooLong'),
        },
        NAME_MAX,
      ),
      lastName: validateText(
        lastName,
        {
          required: t('profile.lastNameRequired'),
          blank: t('profile.lastNameBlank'),
          tooLong: t('profile.lastNameTooLong'),
        },
        NAME_MAX,
      ),
      phone: undefined as string | undefined,
    };
    const phoneCheck = checkPhone(phone);
    if (!phoneCheck.ok) next.phone = t('profile.phoneInvalid');
    setErrors(next);
    // Nothing is saved while a field is wrong; what was typed stays in the form.
    if (next.firstName || next.lastName || !phoneCheck.ok) return;
    saveProfile.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phoneCheck.e164,
        description: description.trim() || null,
        avatar,
      },
      {
        onSuccess: () => {
          setAvatar(null);
          setPreview(null);
          setPhone(displayPhone(phoneCheck.e164));
          toast.success(t('profile.updated'));
        },
        // What the user typed stays in the form.
        onError: () => toast.error(t('errors.saveFailed')),
      },
    );
  };

  return (
    <PageLayout title={t('profile.title')}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
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
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={t('profile.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+47 91 23 45 67"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <TextField
          label={t('profile.description')}
          // spec 001: the description's input is capped at 255 characters
          maxLength={DESCRIPTION_INPUT_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
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
