import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, useDateLocale, useErrorMessage, useSession, useSingleFlightMutation } from 'shared-ui';
import { notifyOffline } from '../common/use-offline-notice';
import { journalLogsKeys } from '../common/journal-logs.keys';
import { isNetworkError, withNotFound } from 'supabase-client';
import { patientJournalKeys } from '../common/patient-journal.keys';
import { canSave, successMessageKey, type EditorMode, type SaveAction } from './editor.rules';
import { journalEditorKeys } from './journal-record-editor.keys';
import {
  createJournalRecord,
  fetchAppointmentJournalState,
  fetchJournalPatient,
  fetchJournalTemplates,
  fetchTemplateVariables,
  readJournalRecord,
  saveJournalDraft,
  skipJournalRecord,
  updateJournalRecord,
} from './journal-record-editor.resource';
import { formatVariableValues, resolveVariables } from './journal-variables';
import { clearDraft, loadDraft, storeDraft, watchSessionForDrafts } from './offline-draft';

// Drafts never outlive the session of this tab (module scope: one watcher for the remote).
watchSessionForDrafts();

export interface EditorTarget {
  mode: EditorMode;
  /** afterAppointment: the appointment; create: the journal; edit: the record (and its journal). */
  appointmentId?: string;
  journalId?: string;
  recordId?: string;
}

interface EditorContext {
  journalId: string;
  patientUserId: string;
  /** The record a save updates (edit, or the appointment's draft). */
  recordId: string | null;
  authorId: string | null;
  initialText: string;
  initialProgression: number | null;
  /** After an appointment whose journal step is done (approved record or skipped). */
  blocked: boolean;
}

async function loadContext(target: EditorTarget): Promise<EditorContext> {
  if (target.mode === 'edit') {
    const record = await readJournalRecord(target.recordId!);
    return {
      journalId: record.journalId,
      patientUserId: record.patientUserId,
      recordId: record.id,
      authorId: record.createdBy,
      initialText: record.text,
      initialProgression: record.progression,
      blocked: false,
    };
  }
  if (target.mode === 'create') {
    const patientUserId = await fetchJournalPatient(target.journalId!);
    const base = { journalId: target.journalId!, patientUserId, recordId: null, authorId: null };
    return { ...base, initialText: '', initialProgression: null, blocked: false };
  }
  const state = await fetchAppointmentJournalState(target.appointmentId!);
  const draft = state.draftRecordId ? await readJournalRecord(state.draftRecordId) : null;
  return {
    journalId: state.journalId,
    patientUserId: state.patientUserId,
    recordId: draft?.id ?? null,
    authorId: draft?.createdBy ?? null,
    initialText: draft?.text ?? '',
    initialProgression: draft?.progression ?? null,
    blocked: state.isSkipped || Boolean(state.approvedRecordId),
  };
}

// Editors with a save under way (react-query pauses a mutation while offline and resumes it when the
// connection is back): the queued save of a reload must not run a second time beside it.
const inFlight = new Set<string>();

/** State and actions of the three journal record editors (spec 001 §2), with offline safety. */
export function useJournalRecordEditor(target: EditorTarget) {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const locale = useDateLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = useSession()?.userId ?? '';
  const scope = `${target.mode}:${target.appointmentId ?? target.recordId ?? target.journalId}`;
  const targetKey =
    target.mode === 'afterAppointment'
      ? journalEditorKeys.appointment(target.appointmentId!)
      : target.mode === 'edit'
        ? journalEditorKeys.record(target.recordId!)
        : journalEditorKeys.journal(target.journalId!);

  const context = withNotFound(
    useQuery({ queryKey: targetKey, queryFn: () => loadContext(target), staleTime: Infinity }),
  );
  const patientUserId = context.data?.patientUserId;
  const variables = useQuery({
    queryKey: journalEditorKeys.variables(patientUserId ?? ''),
    queryFn: () => fetchTemplateVariables(patientUserId!),
    enabled: Boolean(patientUserId),
  });
  const templates = useQuery({ queryKey: journalEditorKeys.templates, queryFn: fetchJournalTemplates });

  const [text, setText] = useState<string | null>(null);
  const [progression, setProgression] = useState<number | null>(null);
  // The text starts from what this tab kept (a reload, a lost connection) or else from the record.
  if (context.data && text === null) {
    const stored = loadDraft(userId, scope);
    setText(stored?.html ?? context.data.initialText);
    setProgression(stored?.progression ?? context.data.initialProgression);
  }

  const values = useMemo(
    () =>
      variables.data
        ? formatVariableValues(variables.data, {
            locale,
            liveSessionLabel: (type) => t(`journal.liveSessionType.${type}`, { defaultValue: type }),
          })
        : null,
    [variables.data, locale, t],
  );

  const save = useSingleFlightMutation({
    mutationFn: async (action: SaveAction) => {
      const ctx = context.data!;
      const stored = loadDraft(userId, scope);
      const raw = stored?.html ?? text ?? '';
      const prog = stored?.progression ?? progression;
      const html = resolveVariables(raw, values ?? {}).html;
      const recordExisted = Boolean(ctx.recordId);
      if (action === 'update' || (action === 'approve' && ctx.recordId)) {
        await updateJournalRecord(ctx.recordId!, html, prog);
      } else if (action === 'draft' && ctx.recordId) {
        await saveJournalDraft(ctx.recordId, html);
      } else {
        await createJournalRecord({
          journalId: ctx.journalId,
          text: html,
          progression: prog,
          appointmentId: target.mode === 'afterAppointment' ? target.appointmentId : null,
          isDraft: action === 'draft',
        });
      }
      return { recordExisted };
    },
    onSuccess: async ({ recordExisted }, action) => {
      clearDraft(userId, scope);
      toast.success(t(successMessageKey(action, recordExisted)));
      const journalId = context.data!.journalId;
      await Promise.all([
        client.invalidateQueries({ queryKey: patientJournalKeys.records(journalId) }),
        client.invalidateQueries({ queryKey: journalLogsKeys.history(journalId) }),
        client.invalidateQueries({ queryKey: targetKey }),
      ]);
      navigate(`/patients/${context.data!.patientUserId}/journal`);
    },
    onError: (error) => {
      if (isNetworkError(error)) {
        // the save stays queued (pending) and is made when the connection is back
        notifyOffline(t('journal.offline'));
      } else {
        storeDraft(userId, scope, { html: text ?? '', progression, pending: null });
        toast.error(errorText(error, 'journal.errors.generic'));
      }
    },
    onSettled: () => inFlight.delete(scope),
  });

  /**
   * Queues the save in this tab first, so a reload or a lost connection cannot lose it. One at a time: a second
   * click before the first save answered (a double click lands before the button shows it is busy) does nothing,
   * or a new record would be created twice.
   */
  const run = (action: SaveAction) => {
    if (inFlight.has(scope)) return;
    storeDraft(userId, scope, { html: text ?? '', progression, pending: action });
    inFlight.add(scope);
    save.mutate(action);
  };

  const loaded = Boolean(context.data && values && text !== null);

  // A save pressed while offline is made once when the connection is back (or on the next visit online).
  useEffect(() => {
    if (!loaded) return;
    const replay = () => {
      const pending = loadDraft(userId, scope)?.pending;
      if (!pending || inFlight.has(scope) || navigator.onLine === false) return;
      inFlight.add(scope);
      save.mutate(pending);
    };
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [loaded, userId, scope]); // eslint-disable-line react-hooks/exhaustive-deps -- save.mutate is stable

  const skip = useSingleFlightMutation({
    mutationFn: () => skipJournalRecord(target.appointmentId!),
    onSuccess: () => {
      clearDraft(userId, scope);
      navigate('/dashboard/calendar');
    },
    onError: (error) => toast.error(errorText(error, 'journal.errors.generic')),
  });

  const unresolved = useMemo(
    () => (text && values ? resolveVariables(text, values).unresolved : []),
    [text, values],
  );

  return {
    context,
    loaded,
    isAuthor: target.mode !== 'edit' || context.data?.authorId === userId,
    text: text ?? '',
    setText(html: string) {
      setText(html);
      const pending = loadDraft(userId, scope)?.pending ?? null;
      storeDraft(userId, scope, { html, progression, pending });
    },
    progression,
    setProgression(next: number | null) {
      setProgression(next);
      const pending = loadDraft(userId, scope)?.pending ?? null;
      storeDraft(userId, scope, { html: text ?? '', progression: next, pending });
    },
    templates: templates.data ?? [],
    /** Whose journal this is (the template variables' PatientFullName), shown above the editor. */
    patientName: values?.PatientFullName ?? null,
    unresolved,
    canSave: canSave({ text: text ?? '', loaded, saving: save.isPending }),
    saving: save.isPending ? save.variables : null,
    save: run,
    skip,
    cancel: () => {
      clearDraft(userId, scope);
      navigate(-1);
    },
  };
}
