import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FilePickerButton, TextField, toast, useErrorMessage } from 'shared-ui';
import { isPdf, PdfProblem, pdfToPageImages } from './pdf-pages';
import { loadPdfjs } from './pdfjs-loader';
import { PAGE_IMAGE_TYPES, uploadProblem } from './slides.rules';
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
const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The local provider's account: a presentation uploaded as one image per page, or as one PDF whose pages the
 * browser renders to images (pdf-pages.ts), each page with its speaker notes. A failed upload keeps what was
 * typed and chosen.
 */
export function UploadPresentationForm() {
  const { t } = useTranslation('mf-content');
  const errorText = useErrorMessage('mf-content');
  const upload = useUploadPresentation();
  const [name, setName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [readingPdf, setReadingPdf] = useState(false);
  // The latest choice wins: a PDF still being read when another file is chosen is ignored when it finishes.
  const choice = useRef(0);

  const showPages = (pages: File[]) => {
    setFiles(pages);
    setNotes(pages.map(() => ''));
  };
  const choose = async (chosen: File[]) => {
    const current = ++choice.current;
    setProblem(null);
    const pdfs = chosen.filter(isPdf);
    if (pdfs.length === 0) return showPages(chosen);
    showPages([]);
    if (chosen.length > 1) return setProblem(t('slides.upload.problem.mixed'));
    setReadingPdf(true);
    try {
      const pages = await pdfToPageImages(pdfs[0]!, loadPdfjs);
      if (current === choice.current) showPages(pages);
    } catch (error) {
      if (current === choice.current)
        setProblem(
          t(error instanceof PdfProblem ? `slides.upload.pdf.${error.kind}` : 'slides.upload.pdf.loadFailed'),
        );
    } finally {
      if (current === choice.current) setReadingPdf(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
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
        onError: (error) => toast.error(errorText(error, 'slides.upload.failed')),
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
      <FilePickerButton
        label={t('slides.upload.pages')}
        buttonLabel={t('slides.upload.choose')}
        chosenName={files.length > 0 ? t('slides.upload.chosen', { count: files.length }) : null}
        noneChosen={t('slides.upload.noneChosen')}
        accept={[...PAGE_IMAGE_TYPES, 'application/pdf'].join(',')}
        multiple
        disabled={upload.isPending || readingPdf}
        invalid={Boolean(problem) && files.length === 0}
        onPick={(picked) => picked.length > 0 && void choose(picked)}
      />
      <Hint>{t('slides.upload.pdfHint')}</Hint>
      {readingPdf && <p role="status">{t('slides.upload.readingPdf')}</p>}
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
        <Button type="submit" loading={upload.isPending} disabled={readingPdf}>
          {t('slides.upload.submit')}
        </Button>
      </div>
    </Form>
  );
}
