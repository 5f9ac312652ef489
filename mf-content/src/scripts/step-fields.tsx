import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, RichTextEditor } from 'shared-ui';
import type { StepFile } from './scripts.resource';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The step's description in the shared rich-text editor. Enter inside the editor makes a new paragraph
 * (a contenteditable never submits a form); Enter in the form's inputs submits it (spec 002 §5).
 */
export function StepDescription({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('mf-content');
  return <RichTextEditor label={t('steps.description')} value={value} onChange={onChange} variables={[]} />;
}

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
  onAdd: (files: FileList | null) => void;
  onRemove: (path: string) => void;
}) {
  const { t } = useTranslation('mf-content');
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{t('steps.files')}</label>
      <input
        id={id}
        type="file"
        multiple
        aria-invalid={failed ? true : undefined}
        onChange={(event) => {
          onAdd(event.target.files);
          event.target.value = '';
        }}
      />
      {uploading && <span role="status">{t('steps.uploading')}</span>}
      <ul aria-label={t('steps.files')}>
        {files.map((file) => (
          <li key={file.path}>
            <span>{file.name}</span>
            <Button
              variant="ghost"
              onClick={() => onRemove(file.path)}
              aria-label={t('steps.removeFile', { name: file.name })}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </Field>
  );
}
