import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { Button, Card, PersonalData, useDateLocale } from 'shared-ui';
import { Avatar } from '../common/avatar';
import { fullName } from '../common/patient-card.model';
import { countdown } from './countdown';
import type { SessionPatient } from './session-patients.resource';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    align-self: center;
  }
`;

/** The live-session dashboard's patient card (spec 001 §2): date, time, countdown, Enter, phone and mail. */
export function SessionPatientCard({
  patient,
  now,
  onEnter,
  entering,
}: {
  patient: SessionPatient;
  now: Date;
  onEnter?: (appointmentId: string) => void;
  entering?: boolean;
}) {
  const { t } = useTranslation('mf-patients');
  const locale = useDateLocale();
  const start = new Date(patient.startAt);
  return (
    <Card aria-label={fullName(patient)} data-testid="session-patient-card">
      <Head>
        <Avatar person={patient} />
        <Link to={`/patients/${patient.patientUserId}`}>
          <PersonalData>{fullName(patient)}</PersonalData>
        </Link>
      </Head>
      <Facts>
        <dt>{t('session.date')}</dt>
        <dd>{format(start, 'dd MMM yyyy', { locale })}</dd>
        <dt>{t('session.time')}</dt>
        <dd>{format(start, 'HH:mm', { locale })}</dd>
        <dt>{t('session.timeToStart')}</dt>
        <dd>{countdown(start, now)}</dd>
      </Facts>
      <Actions>
        {onEnter && (
          <Button onClick={() => onEnter(patient.appointmentId)} disabled={entering}>
            {t('session.enter')}
          </Button>
        )}
        {patient.phone && <a href={`tel:${patient.phone}`}>{t('session.call')}</a>}
        {patient.email && <a href={`mailto:${patient.email}`}>{t('session.mail')}</a>}
      </Actions>
    </Card>
  );
}
