import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card, Select } from 'shared-ui';
import type { PatientProfile } from './patient-profile.resource';
import { PHASES } from './patient-info.rules';
import { useClinicTherapists, useDisorders, usePackages, useUpdatePatientInfo } from './use-patient-profile';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  dd {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.heading};
`;

/**
 * The profile's patient-info block (spec 001 §2, §3): disorder, package, progression phase (1–6) and main
 * therapist. Disorder and phase are chosen here (free columns of the profile); the package has its picker
 * ('Treatment package'), the main therapist the reassign modal — both beside this block.
 */
export function PatientInfo({ patient }: { patient: PatientProfile }) {
  const { t } = useTranslation('mf-patients');
  const disorders = useDisorders();
  const packages = usePackages();
  const therapists = useClinicTherapists();
  const update = useUpdatePatientInfo(patient.id);
  const packageName = packages.data?.find((p) => p.id === patient.packageId)?.name;
  const main = therapists.data?.find((x) => x.id === patient.mainTherapistId);
  return (
    <Card as="section" aria-labelledby="patient-info-title">
      <Title id="patient-info-title">{t('info.title')}</Title>
      <Fields>
        <Select
          label={t('info.disorder')}
          placeholder={t('info.noDisorder')}
          options={(disorders.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={patient.disorderId ?? ''}
          disabled={update.isPending || !disorders.data}
          onValueChange={(value) => {
            if (value !== patient.disorderId) update.mutate({ disorderId: value });
          }}
        />
        <Select
          label={t('info.phase')}
          placeholder={t('info.noPhase')}
          options={PHASES.map((n) => ({ value: String(n), label: t('info.phaseN', { n }) }))}
          value={patient.phase ? String(patient.phase) : ''}
          disabled={update.isPending}
          onValueChange={(value) => {
            if (Number(value) !== patient.phase) update.mutate({ phase: Number(value) });
          }}
        />
        <Facts>
          <div>
            <dt>{t('info.package')}</dt>
            <dd>{patient.packageId ? (packageName ?? '…') : t('info.noPackage')}</dd>
          </div>
          <div>
            <dt>{t('info.mainTherapist')}</dt>
            <dd>
              {patient.mainTherapistId
                ? main
                  ? `${main.firstName} ${main.lastName}`
                  : therapists.isPending
                    ? '…'
                    : t('info.deletedTherapist')
                : t('info.noMainTherapist')}
            </dd>
          </div>
        </Facts>
      </Fields>
    </Card>
  );
}
