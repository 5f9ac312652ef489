import styled from 'styled-components';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import {
  Button,
  FilePickerButton,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  TextField,
  toast,
  useErrorMessage,
  useEscapeGoesBack,
  PersonAvatar,
} from 'shared-ui';
import { fieldErrorText } from 'shared-ui/forms';
import { AVATAR_TYPES, type EditPatientValues } from './edit-patient.rules';
import type { EditablePatient } from './edit-patient.resource';
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
  const { id = '' } = useParams();
  useEscapeGoesBack();
  const patient = useEditablePatient(id);

  if (patient.isPending) return <PageSpinner label={t('common.loading')} />;
  if (patient.isError)
    return (
      <PageLayout title={t('edit.title')}>
        <ErrorPanel title={t('edit.loadError')} onRetry={() => patient.refetch()} />
      </PageLayout>
    );
  if (!patient.data) return <Navigate to="/not-found" replace />;
  return <EditPatientForm patientId={id} patient={patient.data} />;
}

/** The form, once the row is there: its values start from it. */
function EditPatientForm({ patientId, patient }: { patientId: string; patient: EditablePatient }) {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const navigate = useNavigate();
  const { form, ...picture } = useEditPatientForm(patient);
  const save = useSavePatient(patientId);
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();

  const onSave = async (saved: EditPatientValues) => {
    try {
      await save.mutateAsync({ values: saved, avatar: picture.avatar?.file ?? null });
    } catch (failure) {
      // Nothing typed is lost: the values and the picked picture stay in the form.
      toast.error(errorText(failure, 'edit.saveFailed'));
      return;
    }
    toast.success(t('edit.success'));
    navigate(`/patients/${patientId}`);
  };

  const shown = { ...values, avatarUrl: picture.avatar?.preview ?? patient.avatarUrl };
  return (
    <PageLayout title={t('edit.title')}>
      <Form onSubmit={form.submit(onSave)} noValidate aria-label={t('edit.title')}>
        <AvatarRow>
          <PersonAvatar person={shown} size={72} />
          <FilePickerButton
            label={t('edit.avatar')}
            buttonLabel={t('edit.chooseAvatar')}
            chosenName={picture.avatar?.file.name ?? null}
            noneChosen={t('edit.noAvatarChosen')}
            accept={AVATAR_TYPES.join(',')}
            icon={<ImagePlus size={16} aria-hidden />}
            onPick={(files) => picture.pickAvatar(files[0])}
            disabled={isSubmitting}
          />
        </AvatarRow>
        {picture.avatarProblem && <Problem role="alert">{t(`edit.errors.${picture.avatarProblem}`)}</Problem>}
        <Row>
          <TextField
            label={t('invite.firstName')}
            {...form.register('firstName')}
            error={fieldErrorText(t, errors.firstName)}
            autoComplete="off"
          />
          <TextField
            label={t('invite.lastName')}
            {...form.register('lastName')}
            error={fieldErrorText(t, errors.lastName)}
            autoComplete="off"
          />
        </Row>
        <Row>
          <TextField
            label={t('invite.phone')}
            type="tel"
            {...form.register('phone')}
            error={fieldErrorText(t, errors.phone)}
            hint={t('invite.phoneHint')}
            autoComplete="off"
          />
          <TextField
            label={t('invite.email')}
            type="email"
            value={patient.email}
            readOnly
            hint={t('edit.emailHint')}
          />
        </Row>
        <Actions>
          <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </Actions>
      </Form>
    </PageLayout>
  );
}
