import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import {
  Card,
  GuardedButton,
  Link,
  PersonalData,
  useDateLocale,
  formatClinic,
  PersonAvatar,
} from 'shared-ui';
import { DATE_PATTERN, TIME_PATTERN } from './date-patterns';
import { ContactButtons } from './contact-buttons';
import { fullName } from './patient-card.rules';
import { countdown } from './countdown';
import { startBlock, startableAt } from './session-start.rules';
import type { SessionPatient } from './session-patients.resource';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  font-weight: 600;
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
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/**
 * The live-session dashboard's patient card (spec 001 §2): date, time, countdown, Enter, phone and mail.
 * Times are on the clinic's clock; 'Enter' follows the start rule (session-start.rules.ts) and says why it is blocked.
 */
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
  const block = startBlock(patient, now);
  const reason =
    block === 'too_early'
      ? t('session.blocked.too_early', {
          time: formatClinic(startableAt(patient.startAt), TIME_PATTERN, locale),
        })
      : block
        ? t(`session.blocked.${block}`)
        : null;
  return (
    <Card aria-label={fullName(patient)} data-testid="session-patient-card">
      <Head>
        <PersonAvatar person={patient} />
        <Link to={`/patients/${patient.patientUserId}`}>
          <PersonalData>{fullName(patient)}</PersonalData>
        </Link>
      </Head>
      <Facts>
        <dt>{t('session.date')}</dt>
        <dd>{formatClinic(patient.startAt, DATE_PATTERN, locale)}</dd>
        <dt>{t('session.time')}</dt>
        <dd>{formatClinic(patient.startAt, TIME_PATTERN, locale)}</dd>
        <dt>{t('session.timeToStart')}</dt>
        <dd>{countdown(new Date(patient.startAt), now)}</dd>
      </Facts>
      <Actions>
        {onEnter && (
          <GuardedButton
            variant="primary"
            reason={reason}
            loading={entering}
            onClick={() => onEnter(patient.appointmentId)}
          >
            <LogIn size={16} aria-hidden />
            {t('session.enter')}
          </GuardedButton>
        )}
        <ContactButtons phone={patient.phone} email={patient.email || null} />
      </Actions>
    </Card>
  );
}
