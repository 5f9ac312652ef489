import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Modal,
  RichTextEditor,
  Select,
  Spinner,
  isRichTextEmpty,
  GuardedButton,
  PersonalData,
} from 'shared-ui';
import { NoAccess } from '../common/no-access';
import { SAVE_ACTIONS, type SaveAction } from './editor.rules';
import { useJournalRecordEditor, type EditorTarget } from './use-journal-record-editor';
import { useOfflineNotice } from '../common/use-offline-notice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 960px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Patient = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.status.warning.text};
`;

const LABELS: Record<SaveAction, string> = {
  create: 'journal.editor.add',
  draft: 'journal.editor.saveDraft',
  approve: 'journal.editor.approveDraft',
  update: 'journal.editor.update',
};

const NO_PROGRESSION = 'none';

/** The journal record editor of spec 001 §2 in its three modes (after an appointment, create, edit). */
export function JournalRecordForm({ target }: { target: EditorTarget }) {
  const { t } = useTranslation('mf-journal');
  const editor = useJournalRecordEditor(target);
  const [confirmSkip, setConfirmSkip] = useState(false);
  useOfflineNotice();

  if (editor.context.isPending) return <Spinner label={t('journal.loading')} />;
  if (editor.context.isError)
    return editor.context.notFound ? (
      <NoAccess />
    ) : (
      <EmptyState role="alert" title={t('journal.errors.generic')} />
    );
  if (editor.context.data.blocked) return <EmptyState title={t('journal.editor.alreadyAdded')} />;
  if (!editor.isAuthor) return <EmptyState role="alert" title={t('journal.editor.notAuthor')} />;

  const insertTemplate = (id: string) => {
    const template = editor.templates.find((x) => x.id === id);
    if (!template) return;
    editor.setText(isRichTextEmpty(editor.text) ? template.content : `${editor.text}${template.content}`);
  };

  return (
    <Form
      aria-label={t('journal.editor.form')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {editor.patientName && (
        <Patient>
          {t('journal.editor.patient')}: <PersonalData>{editor.patientName}</PersonalData>
        </Patient>
      )}
      <Row>
        {editor.templates.length > 0 && (
          <Select
            label={t('journal.editor.template')}
            placeholder={t('journal.editor.templatePlaceholder')}
            options={editor.templates.map((x) => ({ value: x.id, label: x.name }))}
            value=""
            onValueChange={insertTemplate}
          />
        )}
        <Select
          label={t('journal.editor.progression')}
          options={[
            { value: NO_PROGRESSION, label: t('journal.editor.noProgression') },
            ...[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) })),
          ]}
          value={editor.progression ? String(editor.progression) : NO_PROGRESSION}
          onValueChange={(v) => editor.setProgression(v === NO_PROGRESSION ? null : Number(v))}
        />
      </Row>
      <RichTextEditor
        label={t('journal.editor.text')}
        value={editor.text}
        onChange={editor.setText}
        hint={t('journal.editor.variablesHint')}
      />
      {editor.unresolved.length > 0 && (
        <Notice role="status">
          {t('journal.editor.unresolved', { names: editor.unresolved.map((n) => `#${n}`).join(', ') })}
        </Notice>
      )}
      <Actions>
        {target.mode === 'afterAppointment' ? (
          <Button type="button" variant="secondary" onClick={() => setConfirmSkip(true)}>
            {t('journal.editor.skip')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={editor.cancel}>
            {t('journal.editor.cancel')}
          </Button>
        )}
        {SAVE_ACTIONS[target.mode].map((action, index, all) => (
          <GuardedButton
            key={action}
            type="button"
            variant={index === all.length - 1 ? 'primary' : 'secondary'}
            // spec 001 §5: disabled until loaded and the text is non-empty — and it says so
            reason={editor.canSave || editor.saving ? null : t('journal.editor.emptyReason')}
            disabled={Boolean(editor.saving) && editor.saving !== action}
            loading={editor.saving === action}
            onClick={() => editor.save(action)}
          >
            {t(LABELS[action])}
          </GuardedButton>
        ))}
      </Actions>
      {confirmSkip && (
        <Modal
          open
          onOpenChange={(open) => !open && setConfirmSkip(false)}
          title={t('journal.editor.skipConfirm')}
          closeLabel={t('journal.actions.close')}
          width="520px"
        >
          <Actions>
            <Button variant="secondary" onClick={() => setConfirmSkip(false)}>
              {t('journal.editor.cancel')}
            </Button>
            <Button variant="danger" loading={editor.skip.isPending} onClick={() => editor.skip.mutate()}>
              {t('journal.editor.skip')}
            </Button>
          </Actions>
        </Modal>
      )}
    </Form>
  );
}
