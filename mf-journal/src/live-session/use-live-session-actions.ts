import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';
import { liveSessionKeys } from './live-session.keys';
import { goToJournalOutcome, type CgiKind } from './live-session-rules';
import {
  cancelAppointment,
  changeStep,
  chooseInSession,
  finishAppointment,
  goToJournal,
  LiveSessionError,
  markNextAppointmentScheduled,
  markOvertimeReached,
  setCgiRating,
  setRemoteSharing,
  startLiveSession,
  type ChoiceKind,
  type SharingPatch,
  type StepAction,
} from './live-session.resource';
import { AWAY_PATH } from './use-live-session';
import { useOneAtATime } from '../components/use-one-at-a-time';

/** The database's text when it gave one (the spec's), else the screen's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof LiveSessionError && error.message ? error.message : fallback;
}

const hintOf = (error: unknown) => (error instanceof LiveSessionError ? error.hint : null);

export const summaryPath = (appointmentId: string) => `/appointments/${appointmentId}/summary`;

/**
 * Every transition of the screen: one RPC each. A refusal shows the spec's text and reloads the state the
 * database has, so the screen never shows a change that did not happen (and keeps what it showed otherwise).
 */
export function useLiveSessionActions(appointmentId: string) {
  const { t } = useTranslation('mf-journal');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.session(appointmentId) });
  const refreshSharing = () =>
    queryClient.invalidateQueries({ queryKey: liveSessionKeys.sharing(appointmentId) });

  const start = useMutation({
    mutationFn: () => startLiveSession(appointmentId),
    onSettled: refresh,
    onError: (error) => {
      // Another tab started it a moment ago: the reload shows the running session.
      if (hintOf(error) !== 'already_started') toast.error(messageOf(error, t('liveSession.errors.start')));
    },
  });

  const end = useMutation({
    mutationFn: () => finishAppointment(appointmentId),
    onSuccess: () => {
      toast.success(t('liveSession.finished'));
      navigate(summaryPath(appointmentId));
    },
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.finish'))),
    onSettled: refresh,
  });

  const cancel = useMutation({
    mutationFn: () => cancelAppointment(appointmentId),
    onSuccess: () => {
      toast.success(t('liveSession.canceled'));
      navigate(AWAY_PATH);
    },
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.cancel'))),
    onSettled: refresh,
  });

  const step = useMutation({
    mutationFn: (v: { action: StepAction; expected: string; target?: string }) =>
      changeStep(appointmentId, v.action, v.expected, v.target),
    onSuccess: (_, v) => {
      if (v.action === 'done') refreshSharing();
    },
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.step'))),
    onSettled: refresh,
  });

  const share = useMutation({
    mutationFn: (patch: SharingPatch) => setRemoteSharing(appointmentId, patch),
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.sharing'))),
    onSettled: refreshSharing,
  });

  const choose = useMutation({
    mutationFn: (v: { kind: ChoiceKind; id: string }) => chooseInSession(appointmentId, v.kind, v.id),
    onSuccess: (result, v) => {
      if (v.kind === 'therapist')
        toast.success(t(result === 'SAVED' ? 'liveSession.therapistSaved' : 'liveSession.therapistAssigned'));
      else
        toast.success(t(v.kind === 'package' ? 'liveSession.packageAssigned' : 'liveSession.pageAssigned'));
    },
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.step'))),
    onSettled: () => Promise.all([refresh(), refreshSharing()]),
  });

  const nextBooked = useMutation({
    mutationFn: (nextAppointmentId: string) => markNextAppointmentScheduled(appointmentId, nextAppointmentId),
    onError: (error) => {
      if (hintOf(error) !== 'already_scheduled') toast.error(messageOf(error, t('liveSession.errors.step')));
    },
    onSettled: refresh,
  });

  const overtime = useMutation({
    mutationFn: () => markOvertimeReached(appointmentId),
    onSuccess: (reached) => {
      if (reached) void refresh();
    },
  });

  const cgi = useMutation({
    mutationFn: (v: { kind: CgiKind; level: number | null }) => setCgiRating(appointmentId, v.kind, v.level),
    onSuccess: (result) =>
      toast.success(t(result === 'REMOVED' ? 'liveSession.cgi.removed' : 'liveSession.cgi.added')),
    onError: () => toast.error(t('liveSession.errors.generic')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.cgi(appointmentId) }),
  });

  const journal = useMutation({
    mutationFn: () => goToJournal(appointmentId),
    onSuccess: (answer) => {
      const outcome = goToJournalOutcome(answer);
      if (outcome.kind === 'therapistMissing') {
        toast.error(outcome.message);
        return;
      }
      toast.success(t('liveSession.liveSessionFinished'));
      navigate(summaryPath(appointmentId));
    },
    onError: (error) => toast.error(messageOf(error, t('liveSession.errors.journal'))),
    onSettled: refresh,
  });

  // One at a time: a double click must not write twice (../components/use-one-at-a-time.ts).
  return {
    start: useOneAtATime(start),
    end: useOneAtATime(end),
    cancel: useOneAtATime(cancel),
    step: useOneAtATime(step),
    share,
    choose: useOneAtATime(choose),
    nextBooked,
    overtime,
    cgi: useOneAtATime(cgi),
    journal: useOneAtATime(journal),
  };
}

export type LiveSessionActions = ReturnType<typeof useLiveSessionActions>;
