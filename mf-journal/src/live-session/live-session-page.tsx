import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, PageLayout, PageSpinner } from 'shared-ui';
import { SessionHeader } from './session-header';
import { SideTabs } from './side-tabs';
import { StepContent } from './step-content';
import { StepsList } from './steps-list';
import { TemplatesPanel } from './templates-panel';
import { isAppointmentId } from './live-session-rules';
import { useLiveSession } from './use-live-session';
import { messageOf, useLiveSessionActions } from './use-live-session-actions';
import { useLiveSessionView } from './use-live-session-view';
import { useNow } from './use-now';
import { useSessionNotes } from './use-session-notes';
import { useSessionTimer } from './use-session-timer';
import { useTemplatesPanel } from './use-templates-panel';
import { useVideoRoom } from './use-video-room';
import { VideoRoom } from './video-room';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) minmax(0, 1fr) minmax(280px, 360px);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.menuCollapse - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  min-width: 0;
`;
const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
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

function LiveSessionScreen({ id }: { id: string }) {
  const { t } = useTranslation('mf-journal');
  const { session, sharing, cgi, userId } = useLiveSession(id);
  const actions = useLiveSessionActions(id);
  const now = useNow();
  const data = session.data;
  const view = useLiveSessionView(data, userId, now);
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
          description={messageOf(session.error, t('liveSession.errors.fetch'))}
          onRetry={() => session.refetch()}
        />
      </PageLayout>
    );
  }
  const step = data.steps[view.currentIndex];
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
      {room.enabled && (
        <VideoRoom
          url={room.url}
          loading={room.loading}
          cause={room.cause}
          confirmed={data.appointment.confirmed}
          onRetry={room.retry}
        />
      )}
      <Row>
        <Main>
          <Layout>
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
            <SideTabs data={data} cgi={cgi.data} actions={actions} notes={notes} />
          </Layout>
        </Main>
        <TemplatesPanel panel={templates} onUse={notes.append} />
      </Row>
    </PageLayout>
  );
}
