import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { richTextToPlainText, toast, useErrorMessage, useSingleFlightMutation } from 'shared-ui';
import { liveSessionKeys } from '../../common/live-session.keys';
import { fetchSessionNote, saveSessionNote } from '../../common/live-session-catalogue.resource';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain lines → the journal's HTML (one paragraph a line). */
export const notesToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

/** The journal's HTML → plain lines for the notes field. */
export const htmlToNotes = (html: string) => richTextToPlainText(html, { keepLines: true });

/**
 * 'Add notes': the appointment's draft journal record, through the journal RPCs only (encrypted, access log).
 * After 'Go to journal' the journal record editor continues from this draft. A failed save keeps the text.
 */
export function useSessionNotes(appointmentId: string) {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const queryClient = useQueryClient();
  const note = useQuery({
    queryKey: liveSessionKeys.notes(appointmentId),
    queryFn: () => fetchSessionNote(appointmentId),
  });
  const [text, setText] = useState<string | null>(null);
  const loaded = note.data ? htmlToNotes(note.data.text) : '';
  const value = text ?? loaded;
  const save = useSingleFlightMutation({
    mutationFn: () => saveSessionNote(appointmentId, note.data!, notesToHtml(value)),
    onSuccess: async () => {
      toast.success(t('liveSession.notesSaved'));
      // The saved text stays on screen until the stored draft is read back.
      await queryClient.invalidateQueries({ queryKey: liveSessionKeys.notes(appointmentId) });
      setText(null);
    },
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.notes')),
  });
  return {
    loading: note.isPending,
    closed: note.data?.closed ?? false,
    value,
    dirty: text !== null && text !== loaded,
    setText,
    append: (more: string) => setText(value ? `${value}\n${more}` : more),
    save,
  };
}
