import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tabs } from 'shared-ui';
import { CgiTab } from './cgi-tab';
import { NotesTab } from './notes-tab';
import { PreviousRecordsTab } from './previous-records-tab';
import { DisorderTab, EvaluationStatesTab } from './profile-tabs';
import type { useSessionNotes } from './use-session-notes';
import type { CgiRatings, LiveSession, LiveSessionActions } from '../../common/live-session.types';

export interface SideTabsProps {
  data: LiveSession;
  cgi: CgiRatings | undefined;
  actions: LiveSessionActions;
  notes: ReturnType<typeof useSessionNotes>;
}

// In the tools column the five tab names do not fit on one line: they wrap instead of being squeezed or
// clipped ('Show previous records' stays whole and clickable).
const Frame = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  min-width: 0;
  [role='tablist'] {
    flex-wrap: wrap;
  }
  [role='tab'] {
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }
`;

/** Evaluation States, CGI, Disorder, Add notes, Show previous records (spec 002 §2). */
export function SideTabs({ data, cgi, actions, notes }: SideTabsProps) {
  const { t } = useTranslation('mf-journal');
  const [tab, setTab] = useState('cgi');
  return (
    <Frame aria-label={t('liveSession.tabs.label')}>
      <Tabs
        label={t('liveSession.tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'evaluation',
            label: t('liveSession.tabs.evaluation'),
            content: <EvaluationStatesTab data={data} />,
          },
          {
            value: 'cgi',
            label: t('liveSession.tabs.cgi'),
            content: <CgiTab data={data} cgi={cgi} actions={actions} />,
          },
          { value: 'disorder', label: t('liveSession.tabs.disorder'), content: <DisorderTab data={data} /> },
          { value: 'notes', label: t('liveSession.tabs.notes'), content: <NotesTab notes={notes} /> },
          {
            value: 'records',
            label: t('liveSession.tabs.records'),
            content: (
              <PreviousRecordsTab patientUserId={data.patient.userId} appointmentId={data.appointment.id} />
            ),
          },
        ]}
      />
    </Frame>
  );
}
