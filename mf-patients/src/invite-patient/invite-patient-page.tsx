import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Modal,
  PageLayout,
  Select,
  TextField,
  toast,
  useErrorMessage,
  useEscapeGoesBack,
} from 'shared-ui';
import { bookAppointmentUrl } from '../common/patient-card.rules';
import { CreateAppointmentPanel } from './create-appointment-panel';
import { useAppointmentPanel } from './use-appointment-panel';
import { useInviteForm } from './use-invite-form';
import { useInviteOptions, useInvitePatient, type InviteOutcome } from './use-invite-patient';
import { Form, Row, Panel, Actions } from './form-layout';

/** /patient/invite (spec 001 §2, §4, §5). */
export function InvitePatientPage() {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const navigate = useNavigate();
  useEscapeGoesBack();
  const form = useInviteForm();
  const options = useInviteOptions();
  const invite = useInvitePatient();
  const appointment = useAppointmentPanel();
  const [outcome, setOutcome] = useState<Exclude<InviteOutcome, { kind: 'INVITED' }> | null>(null);
  const { values, errors, set } = form;
  const error = (key: keyof typeof errors) => (errors[key] ? t(`invite.errors.${errors[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both parts validate (and show their messages) before anything is sent.
    const formOk = form.trySubmit();
    const appointmentOk = appointment.trySubmit();
    if (invite.isPending || !formOk || !appointmentOk) return;
    invite.mutate(
      { values, appointment: appointment.values },
      {
        onSuccess: (result) => {
          if (result.kind !== 'INVITED') return setOutcome(result);
          toast.success(t('invite.success'));
          if (result.booking && 'refusal' in result.booking) {
            // Invited, but the slot was refused: say why (in the interface language) and open the
            // calendar's form for this patient.
            toast.error(errorText(result.booking.refusal, 'booking.failed'));
            return navigate(bookAppointmentUrl(result.patientUserId));
          }
          if (result.booking) toast.success(t('booking.created'));
          navigate('/dashboard/patients');
        },
        onError: (failure) => toast.error(errorText(failure, 'invite.failed')),
      },
    );
  };

  const typeOptions = (options.data?.appointmentTypes ?? []).map((type) => ({
    value: type.id,
    label: type.name,
  }));
  const therapistOptions = (options.data?.therapists ?? []).map((therapist) => ({
    value: therapist.id,
    label: `${therapist.firstName} ${therapist.lastName}`,
  }));
  const locked = values.isPatientCanChooseNextAppointmentByHimself;

  return (
    <PageLayout title={t('invite.title')}>
      {/* Enter in any field submits (a native form with a submit button). */}
      <Form onSubmit={submit} noValidate aria-label={t('invite.title')}>
        <Row>
          <TextField
            label={t('invite.firstName')}
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            error={error('firstName')}
            autoComplete="off"
          />
          <TextField
            label={t('invite.lastName')}
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            error={error('lastName')}
            autoComplete="off"
          />
        </Row>
        <Row>
          <TextField
            label={t('invite.phone')}
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={error('phone')}
            hint={t('invite.phoneHint')}
            autoComplete="off"
          />
          <TextField
            label={t('invite.email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={error('email')}
            autoComplete="off"
          />
        </Row>
        <div>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={form.advancedOpen}
            onClick={form.toggleAdvanced}
          >
            {t('invite.advanced')}
          </Button>
        </div>
        {form.advancedOpen && (
          <Panel>
            <label>
              <input
                type="checkbox"
                checked={values.isPatientCanChooseNextAppointmentByHimself}
                onChange={(e) => form.setCanChoose(e.target.checked)}
              />{' '}
              {t('invite.canChooseHimself')}
            </label>
            <Select
              label={t('invite.appointmentType')}
              options={typeOptions}
              value={values.appointmentTypeIdThatPatientWasInvitedTo ?? ''}
              onValueChange={(value) => set('appointmentTypeIdThatPatientWasInvitedTo', value || null)}
              disabled={locked}
              placeholder={t('invite.appointmentTypePlaceholder')}
            />
            <Select
              label={t('invite.therapist')}
              options={therapistOptions}
              value={values.therapistId ?? ''}
              onValueChange={(value) => set('therapistId', value || null)}
              disabled={locked}
              placeholder={t('invite.therapistPlaceholder')}
              error={error('therapistId')}
            />
          </Panel>
        )}
        <CreateAppointmentPanel panel={appointment} />
        <Actions>
          <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Actions>
      </Form>
      <Modal
        open={Boolean(outcome)}
        onOpenChange={(open) => !open && setOutcome(null)}
        title={t('invite.existsTitle')}
        width="min(60vw, 560px)"
      >
        {outcome && <p role="status">{t(`invite.outcome.${outcome.kind}`)}</p>}
        <Actions>
          <Button variant="secondary" onClick={() => setOutcome(null)}>
            {t('common.close')}
          </Button>
          {outcome?.kind === 'CLINIC_MEMBER' && (
            <Button onClick={() => navigate(bookAppointmentUrl(outcome.patientUserId))}>
              {t('invite.schedule')}
            </Button>
          )}
        </Actions>
      </Modal>
    </PageLayout>
  );
}
