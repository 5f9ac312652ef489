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
import { Controller, fieldErrorText } from 'shared-ui/forms';
import { bookAppointmentUrl } from '../common/patient-card.rules';
import { emailWhileTyping, type InviteFormValues } from './invite.rules';
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
  const { form, values, ...invitation } = useInviteForm();
  const options = useInviteOptions();
  const invite = useInvitePatient();
  const appointment = useAppointmentPanel();
  const [outcome, setOutcome] = useState<Exclude<InviteOutcome, { kind: 'INVITED' }> | null>(null);
  const { errors, isSubmitting } = form.formState;

  const send = async (sent: InviteFormValues) => {
    let result: InviteOutcome;
    try {
      result = await invite.mutateAsync({ values: sent, appointment: appointment.form.getValues() });
    } catch (failure) {
      toast.error(errorText(failure, 'invite.failed'));
      return;
    }
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
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Both parts validate (and show their messages) before anything is sent.
    const appointmentOk = await appointment.validate();
    return form.submit((sent) => (appointmentOk ? send(sent) : undefined))(event);
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
          <Controller
            control={form.control}
            name="email"
            render={({ field }) => (
              <TextField
                label={t('invite.email')}
                type="email"
                {...field}
                onChange={(e) => field.onChange(emailWhileTyping(e.target.value))}
                error={fieldErrorText(t, errors.email)}
                autoComplete="off"
              />
            )}
          />
        </Row>
        <div>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={invitation.advancedOpen}
            onClick={invitation.toggleAdvanced}
          >
            {t('invite.advanced')}
          </Button>
        </div>
        {invitation.advancedOpen && (
          <Panel>
            <label>
              <input
                type="checkbox"
                checked={values.isPatientCanChooseNextAppointmentByHimself}
                onChange={(e) => invitation.setCanChoose(e.target.checked)}
              />{' '}
              {t('invite.canChooseHimself')}
            </label>
            <Select
              label={t('invite.appointmentType')}
              options={typeOptions}
              value={values.appointmentTypeIdThatPatientWasInvitedTo ?? ''}
              onValueChange={(value) =>
                form.setValue('appointmentTypeIdThatPatientWasInvitedTo', value || null, {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
              disabled={locked}
              placeholder={t('invite.appointmentTypePlaceholder')}
            />
            <Select
              label={t('invite.therapist')}
              options={therapistOptions}
              value={values.therapistId ?? ''}
              onValueChange={(value) =>
                form.setValue('therapistId', value || null, { shouldValidate: form.formState.isSubmitted })
              }
              disabled={locked}
              placeholder={t('invite.therapistPlaceholder')}
              error={fieldErrorText(t, errors.therapistId)}
            />
          </Panel>
        )}
        <CreateAppointmentPanel panel={appointment} />
        <Actions>
          <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
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
