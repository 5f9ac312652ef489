import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, PageLayout, PageSpinner, useErrorMessage } from 'shared-ui';
import { SessionSummaryCard } from './summary/session-summary-card';
import { useSessionSummary } from './summary/use-session-summary';
import { SessionHeader } from './session-header';
import { SideTabs } from './tools/side-tabs';
import { StepContent } from './steps/step-content';
import { StepsList } from './steps/steps-list';
import { TemplatesPanel } from './tools/templates-panel';
import { isAppointmentId, isSessionOver } from './live-session.rules';
import { useLiveSession } from './use-live-session';
import { useLiveSessionActions } from './use-live-session-actions';
import { useLiveSessionView } from './use-live-session-view';
import { useNow } from './use-now';
import { useSessionNotes } from './tools/use-session-notes';
import { useSessionTimer } from './use-session-timer';
import { useTemplatesPanel } from './tools/use-templates-panel';
import { useVideoRoom } from './video-room/use-video-room';
import { VideoRoom } from './video-room/video-room';

// The session's own layout (issue 25): the stage (video, then the current step beside the steps) takes the
// width; everything else (ratings, notes, previous records, journal templates) sits in one tools column of
// fixed width, in tabs and a collapsible panel, so nothing overlaps from 1200 px up. Below the menu's collapse
// width everything stacks.
const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.menuCollapse - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
const StepArea = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: 1439px) {
    grid-template-columns: minmax(0, 1fr);
    /* stacked: the current step first, the list of steps after it */
    & > nav {
      order: 2;
    }
  }
`;
const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** /appointments/:id — the live session: header, video room, steps, step content, ratings and notes. */
export function LiveSessionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('mf-journal');
  // A malformed id (a hand-typed or stale link) cannot name an appointment: say so without asking the
  // database (PostgREST would answer 400 for every query the screen makes).
  if (!isAppointmentId(id)) {
    return (
      <PageLayout title={t('liveSession.title')}>
        <EmptyState title={t('common:notFound')} role="alert" />
      </PageLayout>
    );
  }
  return <LiveSessionScreen id={id} />;
}

/** A finished session reopened: 'This live session was successfully finished' and the summary, not the controls. */
function FinishedSession({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('mf-journal');
  const summary = useSessionSummary(id);
  return (
    <PageLayout title={title} subtitle={t('liveSession.summary.title')}>
      {summary.data ? (
        <SessionSummaryCard summary={summary.data} />
      ) : summary.isError ? (
        <ErrorPanel description={t('liveSession.errors.fetch')} onRetry={() => summary.refetch()} />
      ) : (
        <PageSpinner label={t('liveSession.loading')} />
      )}
    </PageLayout>
  );
}

function LiveSessionScreen({ id }: { id: string }) {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const { session, sharing, cgi, userId } = useLiveSession(id);
  const actions = useLiveSessionActions(id);
  const now = useNow();
  const data = session.data;
  const view = useLiveSessionView(data, userId, now);
  const over = data ? isSessionOver(data.appointment) : false;
  const timer = useSessionTimer({
    startedAt: data?.appointment.sessionStartedAt ?? null,
    durationMinutes: data?.appointment.durationMinutes ?? 0,
    running: Boolean(view?.running),
    overtimeReached: Boolean(data?.appointment.overtimeReached),
    onOvertime: actions.overtime.mutate,
  });
  const room = useVideoRoom(data, Boolean(view?.running));
  const notes = useSessionNotes(id);
  const evaluationLevels = Object.fromEntries(
    Object.entries(data?.patient.evaluationStates ?? {}).map(([k, v]) => [k, v.value]),
  );
  const templates = useTemplatesPanel(data?.appointment.appointmentTypeId ?? null, {
    stepId: view?.currentId ?? null,
    disorderId: data?.patient.disorderId ?? null,
    evaluationLevels,
  });

  if (session.isPending) {
    return (
      <PageLayout title={t('liveSession.title')}>
        <PageSpinner label={t('liveSession.loading')} />
      </PageLayout>
    );
  }
  if (session.isError || !data || !view) {
    return (
      <PageLayout title={t('liveSession.title')}>
        <ErrorPanel
          description={errorText(session.error, 'liveSession.errors.fetch')}
          onRetry={() => session.refetch()}
        />
      </PageLayout>
    );
  }
  if (over) return <FinishedSession id={id} title={data.appointment.title} />;
  const step = data.steps[view.currentIndex];
  const video = data.appointment.liveSessionType === 'VIDEO';
  return (
    <PageLayout title={data.appointment.title} subtitle={t('liveSession.title')}>
      <SessionHeader
        data={data}
        timer={timer}
        running={view.running}
        main={view.main}
        endBlocks={view.endBlocks}
        roomUrl={room.url}
        actions={actions}
      />
      <Workspace>
        <Stage>
          {video && (
            <VideoRoom
              started={room.enabled}
              url={room.url}
              loading={room.loading}
              cause={room.cause}
              confirmed={data.appointment.confirmed}
              onRetry={room.retry}
            />
          )}
          <StepArea>
            <StepsList
              steps={data.steps}
              currentId={view.currentId}
              finished={view.finished}
              disabled={!view.editable || actions.step.isPending}
              onSelect={(target) =>
                view.currentId && actions.step.mutate({ action: 'select', expected: view.currentId, target })
              }
            />
            {step ? (
              <StepContent
                index={view.currentIndex}
                journalReason={view.journalReason}
                data={data}
                step={step}
                sharing={sharing.data ?? null}
                confirmed={data.appointment.confirmed}
                editable={view.editable}
                actions={actions}
              />
            ) : (
              <ErrorPanel description={t('liveSession.noSteps')} />
            )}
          </StepArea>
        </Stage>
        <Tools>
          <SideTabs data={data} cgi={cgi.data} actions={actions} notes={notes} />
          <TemplatesPanel panel={templates} onUse={notes.append} />
        </Tools>
      </Workspace>
    </PageLayout>
  );
}
