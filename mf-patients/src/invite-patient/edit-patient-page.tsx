import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import {
  Button,
  FilePickerButton,
  PageLayout,
  PageSpinner,
  TextField,
  toast,
  useErrorMessage,
  useEscapeGoesBack,
  PersonAvatar,
} from 'shared-ui';
import { AVATAR_TYPES } from './edit-patient.rules';
import { useEditablePatient, useEditPatientForm, useSavePatient } from './use-edit-patient';
import { Form, Row, Actions } from './form-layout';

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.status.danger.text};
`;

/** /patients/:id/edit — the invite form's edit variant (spec 001 §2) with the optional avatar upload. */
export function EditPatientPage() {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useEscapeGoesBack();
  const patient = useEditablePatient(id);
  const form = useEditPatientForm(patient.data ?? null);
  const save = useSavePatient(id);

  if (patient.isPending) return <PageSpinner label={t('common.loading')} />;
  if (patient.isError || !patient.data || !form.values) {
    return (
      <PageLayout title={t('edit.title')}>
        <p role="alert">{patient.isError ? t('edit.loadError') : t('profile.notFound')}</p>
      </PageLayout>
    );
  }
  const { values, errors } = form;
  const error = (key: keyof typeof errors) => (errors[key] ? t(`invite.errors.${errors[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.trySubmit()) return;
    save.mutate(
      { values, avatar: form.avatar?.file ?? null },
      {
        onSuccess: () => {
          toast.success(t('edit.success'));
          navigate(`/patients/${id}`);
        },
        // Nothing typed is lost: the values and the picked picture stay in the form.
        onError: (failure) => toast.error(errorText(failure, 'edit.saveFailed')),
      },
    );
  };

  const shown = { ...values, avatarUrl: form.avatar?.preview ?? patient.data.avatarUrl };
  return (
    <PageLayout title={t('edit.title')}>
      <Form onSubmit={submit} noValidate aria-label={t('edit.title')}>
        <AvatarRow>
          <PersonAvatar person={shown} size={72} />
          <FilePickerButton
            label={t('edit.avatar')}
            buttonLabel={t('edit.chooseAvatar')}
            chosenName={form.avatar?.file.name ?? null}
            noneChosen={t('edit.noAvatarChosen')}
            accept={AVATAR_TYPES.join(',')}
            icon={<ImagePlus size={16} aria-hidden />}
            onPick={(files) => form.pickAvatar(files[0])}
            disabled={save.isPending}
          />
        </AvatarRow>
        {form.avatarProblem && <Problem role="alert">{t(`edit.errors.${form.avatarProblem}`)}</Problem>}
        <Row>
          <TextField
            label={t('invite.firstName')}
            value={values.firstName}
            onChange={(e) => form.set('firstName', e.target.value)}
            error={error('firstName')}
            autoComplete="off"
          />
          <TextField
            label={t('invite.lastName')}
            value={values.lastName}
            onChange={(e) => form.set('lastName', e.target.value)}
            error={error('lastName')}
            autoComplete="off"
          />
        </Row>
        <Row>
          <TextField
            label={t('invite.phone')}
            type="tel"
            value={values.phone}
            onChange={(e) => form.set('phone', e.target.value)}
            error={error('phone')}
            hint={t('invite.phoneHint')}
            autoComplete="off"
          />
          <TextField
            label={t('invite.email')}
            type="email"
            value={patient.data.email}
            readOnly
            hint={t('edit.emailHint')}
          />
        </Row>
        <Actions>
          <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Actions>
      </Form>
    </PageLayout>
  );
}
