import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card, PersonalData, PersonAvatar } from 'shared-ui';
import { formatPhone, fullName } from '../common/patient-card.rules';
import type { PatientProfile } from './patient-profile.resource';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.heading};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The patient card of the profile's left column. */
export function PatientSummary({ patient }: { patient: PatientProfile }) {
  const { t } = useTranslation('mf-patients');
  return (
    <Card as="section" aria-label={t('profile.card')}>
      <Head>
        <PersonAvatar person={patient} size={64} />
        <h2>
          <PersonalData>{fullName(patient)}</PersonalData>
        </h2>
      </Head>
      <Facts>
        <dt>{t('patients.identifier')}</dt>
        <dd>
          <PersonalData>{patient.customIdentifier ?? '—'}</PersonalData>
        </dd>
        <dt>{t('patients.email')}</dt>
        <dd>
          <PersonalData>{patient.email || '—'}</PersonalData>
        </dd>
        <dt>{t('patients.phone')}</dt>
        <dd>
          <PersonalData>{formatPhone(patient.phone) || '—'}</PersonalData>
        </dd>
        {patient.isTreatmentFinished && (
          <>
            <dt>{t('profile.status')}</dt>
            <dd>{t('patients.treatmentFinished')}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}
