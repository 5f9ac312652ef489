import { isRichTextEmpty } from 'shared-ui';

/** The three editors of spec 001 §2: after a finished appointment, a new record, an edit. */
export type EditorMode = 'afterAppointment' | 'create' | 'edit';

/** What a save button does; the after-appointment editor has two (draft, approve). */
export type SaveAction = 'create' | 'draft' | 'approve' | 'update';

export const SAVE_ACTIONS: Record<EditorMode, SaveAction[]> = {
  afterAppointment: ['draft', 'approve'],
  create: ['create'],
  edit: ['update'],
};

/**
 * Spec 001 §5: the add and save buttons are disabled until the journal and the variables are loaded and the
 * text is non-empty after stripping tags; also while a save runs (no double records).
 */
export function canSave({
  text,
  loaded,
  saving,
}: {
  text: string;
  loaded: boolean;
  saving: boolean;
}): boolean {
  return loaded && !saving && !isRichTextEmpty(text);
}

/**
 * The success toast of each action (spec 001 §8; both titled Success): a record that existed before the save
 * (an edit, or approving a stored draft) was updated; one the save wrote first (create, a first draft, 'Approve
 * Draft' on a new record) was added.
 */
export function successMessageKey(
  action: SaveAction,
  recordExisted: boolean,
): 'journal.editor.added' | 'journal.editor.updated' {
  return action === 'update' || (action === 'approve' && recordExisted)
    ? 'journal.editor.updated'
    : 'journal.editor.added';
}
