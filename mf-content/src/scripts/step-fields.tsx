import { Paperclip, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FilePickerButton, List, ListItem, RichTextEditor } from 'shared-ui';
import { FieldError } from '../common/layout';
import type { StepFile } from './scripts.resource';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const FileName = styled.span`
  flex: 1;
  align-self: center;
  overflow-wrap: anywhere;
`;

/**
 * The step's description in the shared rich-text editor. Enter inside the editor makes a new paragraph
 * (a contenteditable never submits a form); Enter in the form's inputs submits it (spec 002 §5).
 */
export function StepDescription({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('mf-content');
  return <RichTextEditor label={t('steps.description')} value={value} onChange={onChange} variables={[]} />;
}

/** A CUSTOM step's attachments: shared-ui's file picker (several at once), the stored files with Remove. */
export function StepFiles({
  files,
  uploading,
  failed,
  onAdd,
  onRemove,
}: {
  files: StepFile[];
  uploading: boolean;
  failed: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (path: string) => void;
}) {
  const { t } = useTranslation('mf-content');
  return (
    <Field>
      <FilePickerButton
        label={t('steps.files')}
        buttonLabel={t('steps.chooseFiles')}
        chosenName={uploading ? t('steps.uploading') : null}
        noneChosen={files.length > 0 ? t('steps.fileCount', { count: files.length }) : t('steps.noFiles')}
        multiple
        disabled={uploading}
        invalid={failed}
        icon={<Paperclip size={16} aria-hidden />}
        onPick={(picked) => picked.length > 0 && onAdd(picked)}
      />
      {failed && <FieldError role="alert">{t('steps.uploadFailed')}</FieldError>}
      {files.length > 0 && (
        <List aria-label={t('steps.files')}>
          {files.map((file) => (
            <ListItem key={file.path}>
              <FileName>{file.name}</FileName>
              <Button
                variant="ghost"
                onClick={() => onRemove(file.path)}
                aria-label={t('steps.removeFile', { name: file.name })}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Field>
  );
}
