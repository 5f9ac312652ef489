import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, toast } from 'shared-ui';
import { uploadProblem } from './slides-rules';
import { useUploadPresentation } from './use-slides-account';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  textarea {
    font: inherit;
    width: 100%;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The local provider's account: a presentation uploaded as one image per page, each with its speaker notes.
 * A failed upload keeps what was typed and chosen.
 */
export function UploadPresentationForm() {
  const { t } = useTranslation('mf-content');
  const upload = useUploadPresentation();
  const [name, setName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const filesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = uploadProblem(name, files.length);
    if (found) return setProblem(t(`slides.upload.problem.${found}`));
    setProblem(null);
    upload.mutate(
      { name, pages: files.map((file, index) => ({ file, notes: notes[index] ?? '' })) },
      {
        onSuccess: () => {
          setName('');
          setFiles([]);
          setNotes([]);
        },
        onError: () => toast.error(t('slides.upload.failed')),
      },
    );
  };

  return (
    <Form onSubmit={submit} aria-label={t('slides.upload.title')}>
      <strong>{t('slides.upload.title')}</strong>
      <TextField
        label={t('slides.upload.name')}
        value={name}
        maxLength={256}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={filesId}>
        {t('slides.upload.pages')}
        <input
          id={filesId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            setFiles(chosen);
            setNotes(chosen.map(() => ''));
          }}
        />
      </label>
      {files.map((file, index) => (
        <label key={`${file.name}-${index}`}>
          {t('slides.upload.notesFor', { page: index + 1, name: file.name })}
          <textarea
            rows={2}
            value={notes[index] ?? ''}
            onChange={(e) => setNotes((all) => all.map((n, i) => (i === index ? e.target.value : n)))}
          />
        </label>
      ))}
      {problem && <Problem role="alert">{problem}</Problem>}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {t('slides.upload.submit')}
        </Button>
      </div>
    </Form>
  );
}
