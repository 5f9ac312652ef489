import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentStepId,
  endBlocks,
  finishedSteps,
  goToJournalBlocks,
  isSessionRunning,
  mainAction,
  type SessionFacts,
} from './live-session.rules';
import type { LiveSession } from '../common/live-session.types';

/** What the screen shows, derived from the data by the pure rules (no state of its own). */
export function useLiveSessionView(data: LiveSession | undefined, userId: string, now: Date) {
  const { t } = useTranslation('mf-journal');
  return useMemo(() => {
    if (!data) return null;
    const a = data.appointment;
    const facts: SessionFacts = {
      therapistUserId: a.therapistUserId,
      status: a.status,
      startAt: a.startAt,
      isSessionFinished: a.isSessionFinished,
      sessionStartedAt: a.sessionStartedAt,
      isStoppedByPatient: a.stoppedByPatient,
      isDraft: a.isDraft,
      calendarId: data.calendarId,
    };
    const viewer = { userId, ownCalendarId: data.ownCalendarId };
    const stepIds = data.steps.map((s) => s.id);
    const main = mainAction(facts, viewer, now);
    const ends = endBlocks(facts, viewer);
    const journal = goToJournalBlocks(facts, viewer, stepIds, a.pageStates, a.confirmed);
    const currentId = currentStepId(stepIds, a.pageStates);
    return {
      running: isSessionRunning(facts),
      main,
      endBlocks: ends,
      editable: ends.length === 0,
      currentId,
      currentIndex: currentId ? stepIds.indexOf(currentId) : -1,
      finished: finishedSteps(stepIds, a.pageStates),
      journalReason: journal.length
        ? journal.map((b) => t(`liveSession.reasons.journal.${b}`)).join(' ')
        : null,
    };
  }, [data, userId, now, t]);
}
