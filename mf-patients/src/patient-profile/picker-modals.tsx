import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, SEND_MODAL_WIDTH } from 'shared-ui';
import { fullName } from '../common/patient-card.rules';
import type { PatientProfile } from './patient-profile.resource';
import { reassignCandidates } from './therapists.rules';
import { useClinicTherapists, usePackages, useReassignTherapist, useSetPackage } from './use-patient-profile';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** 'Select therapist': the new main therapist, saved for after the live session or assigned now. */
export function ReassignModal({
  patient,
  open,
  onClose,
}: {
  patient: PatientProfile;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('mf-patients');
  const therapists = useClinicTherapists();
  const reassign = useReassignTherapist(patient.id);
  const [choice, setChoice] = useState('');
  const options = reassignCandidates(therapists.data ?? [], patient.mainTherapistId).map((x) => ({
    value: x.id,
    label: fullName(x),
  }));
  return (
    <Modal
      width={SEND_MODAL_WIDTH}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('reassign.title')}
    >
      <Select label={t('reassign.therapist')} options={options} value={choice} onValueChange={setChoice} />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={!choice}
          loading={reassign.isPending}
          onClick={() => reassign.mutate(choice, { onSuccess: onClose })}
        >
          {t('common.save')}
        </Button>
      </Actions>
    </Modal>
  );
}

/** 'Select package': assign one of the clinic's packages, or remove the current one. */
export function PackageModal({
  patient,
  open,
  onClose,
}: {
  patient: PatientProfile;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('mf-patients');
  const packages = usePackages();
  const mutation = useSetPackage(patient.id);
  const [choice, setChoice] = useState(patient.packageId ?? '');
  const options = (packages.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal
      width={SEND_MODAL_WIDTH}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('package.title')}
    >
      <Select label={t('package.package')} options={options} value={choice} onValueChange={setChoice} />
      <Actions>
        {patient.packageId && (
          <Button
            variant="danger"
            loading={mutation.isPending && mutation.variables === null}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(null, { onSuccess: onClose })}
          >
            {t('package.remove')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={
            !choice || choice === patient.packageId || (mutation.isPending && mutation.variables === null)
          }
          loading={mutation.isPending && mutation.variables !== null}
          onClick={() => mutation.mutate(choice, { onSuccess: onClose })}
        >
          {t('package.assign')}
        </Button>
      </Actions>
    </Modal>
  );
}
