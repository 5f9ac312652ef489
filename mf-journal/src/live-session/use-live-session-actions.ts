// Sharing patches are the one write that must not be single-flight (see `share` below).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hintOf } from 'supabase-client';
import { toast, useErrorMessage, useSingleFlightMutation } from 'shared-ui';
import { liveSessionKeys } from '../common/live-session.keys';
import type {
  CgiKind,
  ChoiceKind,
  LiveSessionActions,
  SharingPatch,
  StepAction,
} from '../common/live-session.types';
import { goToJournalOutcome } from './live-session.rules';
import {
  cancelAppointment,
  changeStep,
  chooseInSession,
  finishAppointment,
  goToJournal,
  markNextAppointmentScheduled,
  markOvertimeReached,
  setCgiRating,
  setRemoteSharing,
  startLiveSession,
} from './live-session.resource';
import { AWAY_PATH } from './use-live-session';

export const summaryPath = (appointmentId: string) => `/appointments/${appointmentId}/summary`;

/**
 * Every transition of the screen: one RPC each. A refusal shows the spec's text and reloads the state the
 * database has, so the screen never shows a change that did not happen (and keeps what it showed otherwise).
 */
export function useLiveSessionActions(appointmentId: string): LiveSessionActions {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.session(appointmentId) });
  const refreshSharing = () =>
    queryClient.invalidateQueries({ queryKey: liveSessionKeys.sharing(appointmentId) });

  const start = useSingleFlightMutation({
    mutationFn: () => startLiveSession(appointmentId),
    onSettled: refresh,
    onError: (error) => {
      // Another tab started it a moment ago: the reload shows the running session.
      if (hintOf(error) !== 'already_started') toast.error(errorText(error, 'liveSession.errors.start'));
    },
  });

  const end = useSingleFlightMutation({
    mutationFn: () => finishAppointment(appointmentId),
    onSuccess: () => {
      toast.success(t('liveSession.finished'));
      navigate(summaryPath(appointmentId));
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.finish')),
    onSettled: refresh,
  });

  const cancel = useSingleFlightMutation({
    mutationFn: () => cancelAppointment(appointmentId),
    onSuccess: () => {
      toast.success(t('liveSession.canceled'));
      navigate(AWAY_PATH);
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.cancel')),
    onSettled: refresh,
  });

  const step = useSingleFlightMutation({
    mutationFn: (v: { action: StepAction; expected: string; target?: string }) =>
      changeStep(appointmentId, v.action, v.expected, v.target),
    onSuccess: (_, v) => {
      if (v.action === 'done') refreshSharing();
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.step')),
    onSettled: refresh,
  });

  // Not single-flight: each sharing patch (a presentation page turned, a form shown) must reach the patient,
  // the last one winning; a dropped second patch would leave the patient on a stale page.
  const share = useMutation({
    mutationFn: (patch: SharingPatch) => setRemoteSharing(appointmentId, patch),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.sharing')),
    onSettled: refreshSharing,
  });

  const choose = useSingleFlightMutation({
    mutationFn: (v: { kind: ChoiceKind; id: string }) => chooseInSession(appointmentId, v.kind, v.id),
    onSuccess: (result, v) => {
      if (v.kind === 'therapist')
        toast.success(t(result === 'SAVED' ? 'liveSession.therapistSaved' : 'liveSession.therapistAssigned'));
      else
        toast.success(t(v.kind === 'package' ? 'liveSession.packageAssigned' : 'liveSession.pageAssigned'));
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.step')),
    onSettled: () => Promise.all([refresh(), refreshSharing()]),
  });

  const nextBooked = useSingleFlightMutation({
    mutationFn: (nextAppointmentId: string) => markNextAppointmentScheduled(appointmentId, nextAppointmentId),
    onError: (error) => {
      if (hintOf(error) !== 'already_scheduled') toast.error(errorText(error, 'liveSession.errors.step'));
    },
    onSettled: refresh,
  });

  const overtime = useSingleFlightMutation({
    mutationFn: () => markOvertimeReached(appointmentId),
    onSuccess: (reached) => {
      if (reached) void refresh();
    },
  });

  const cgi = useSingleFlightMutation({
    mutationFn: (v: { kind: CgiKind; level: number | null }) => setCgiRating(appointmentId, v.kind, v.level),
    onSuccess: (result) =>
      toast.success(t(result === 'REMOVED' ? 'liveSession.cgi.removed' : 'liveSession.cgi.added')),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.generic')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.cgi(appointmentId) }),
  });

  const journal = useSingleFlightMutation({
    mutationFn: () => goToJournal(appointmentId),
    onSuccess: (answer) => {
      const outcome = goToJournalOutcome(answer);
      if (outcome.kind === 'therapistMissing') {
        // The rule keeps the database's text; the screen shows the spec's, in the user's language.
        toast.error(t('liveSession.errors.therapistMissing'));
        return;
      }
      toast.success(t('liveSession.liveSessionFinished'));
      navigate(summaryPath(appointmentId));
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.journal')),
    onSettled: refresh,
  });

  // Every write is single-flight (shared-ui useSingleFlightMutation): a double click must not write twice.
  return { start, end, cancel, step, share, choose, nextBooked, overtime, cgi, journal };
}
