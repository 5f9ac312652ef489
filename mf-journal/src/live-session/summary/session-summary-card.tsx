import { CalendarCheck, CalendarX, CheckCircle2, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PersonalData, useDateLocale, formatClinic } from 'shared-ui';
import type { SessionSummary } from './session-summary.resource';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 720px;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;
const Done = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.status.success.background};
  color: ${({ theme }) => theme.colors.status.success.text};
  font-weight: 600;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
    margin-top: 2px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
`;

/** What the summary says about the next appointment: scheduled, or what the database did about self-booking. */
export function nextAppointmentKey(
  s: Pick<SessionSummary, 'nextAppointmentScheduled' | 'accessToTimeSlotsStopped'>,
) {
  if (s.nextAppointmentScheduled) return 'liveSession.summary.nextScheduled';
  return s.accessToTimeSlotsStopped ? 'liveSession.summary.noNext' : 'liveSession.summary.noNextAccessKept';
}

function Fact({ term, icon, children }: { term: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>
        {icon}
        <span>{children}</span>
      </dd>
    </>
  );
}

/**
 * The finished session (spec 002 §4 'This live session was successfully finished'): who and when, what happens
 * next, and the two ways on — the journal record for the appointment and the calendar.
 */
export function SessionSummaryCard({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation('mf-journal');
  const locale = useDateLocale();
  const navigate = useNavigate();
  const journalOpen = !summary.isJournalRecordSkipped;
  return (
    <Card aria-labelledby="session-summary-done">
      <Done role="status" id="session-summary-done">
        <CheckCircle2 size={22} aria-hidden="true" />
        {t('liveSession.summary.finished')}
      </Done>
      <Facts>
        <Fact term={t('liveSession.summary.patient')}>
          <PersonalData>{summary.patientName}</PersonalData>
        </Fact>
        <Fact term={t('liveSession.summary.when')}>
          {formatClinic(summary.startAt, 'dd MMM yyyy, HH:mm', locale)}
        </Fact>
        <Fact
          term={t('liveSession.summary.next')}
          icon={
            summary.nextAppointmentScheduled ? (
              <CalendarCheck size={18} aria-hidden="true" />
            ) : (
              <CalendarX size={18} aria-hidden="true" />
            )
          }
        >
          {t(nextAppointmentKey(summary))}
        </Fact>
        {summary.therapistAssigned && (
          <Fact
            term={t('liveSession.summary.therapist')}
            icon={<UserRoundCheck size={18} aria-hidden="true" />}
          >
            {t('liveSession.summary.reassigned')}
          </Fact>
        )}
      </Facts>
      <Actions>
        <Button
          variant={journalOpen ? 'secondary' : 'primary'}
          onClick={() => navigate('/dashboard/calendar')}
        >
          {t('liveSession.summary.calendar')}
        </Button>
        {journalOpen && (
          <Button
            variant="primary"
            onClick={() => navigate(`/appointments/${summary.appointmentId}/journal-record-new`)}
          >
            {t('liveSession.summary.addRecord')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
