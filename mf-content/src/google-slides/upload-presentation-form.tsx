import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FilePickerButton, TextField, toast, useErrorMessage } from 'shared-ui';
import { isPdf, PdfProblem, pdfToPageImages } from './pdf-pages';
import { loadPdfjs } from './pdfjs-loader';
import { fieldErrorText, useFieldArray, useSchemaForm } from 'shared-ui/forms';
import { PAGE_IMAGE_TYPES, UPLOAD_NAME_MAX_LENGTH, uploadSchema } from './slides.rules';
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
 * browser renders to images (pdf-pages.ts), each page with its speaker notes. A shared-ui/forms form
 * (uploadSchema); a failed upload keeps what was typed and chosen.
 */
export function UploadPresentationForm() {
  const { t } = useTranslation('mf-content');
  const errorText = useErrorMessage('mf-content');
  const upload = useUploadPresentation();
  const form = useSchemaForm(uploadSchema, { defaultValues: { name: '', pages: [] } });
  const pages = useFieldArray({ control: form.control, name: 'pages' });
  const { errors, isSubmitted } = form.formState;
  const [readingPdf, setReadingPdf] = useState(false);
  // The latest choice wins: a PDF still being read when another file is chosen is ignored when it finishes.
  const choice = useRef(0);

  const showPages = (files: File[]) => {
    pages.replace(files.map((file) => ({ file, notes: '' })));
    if (isSubmitted) void form.trigger('pages');
  };
  // A chosen file that cannot become pages is the pages field's error (its text: slides.upload.pdf.*).
  const refusePages = (key: string) => {
    pages.replace([]);
    form.setError('pages', { message: key });
  };
  const choose = async (chosen: File[]) => {
    const current = ++choice.current;
    form.clearErrors('pages');
    const pdfs = chosen.filter(isPdf);
    if (pdfs.length === 0) return showPages(chosen);
    if (chosen.length > 1) return refusePages('slides.upload.problem.mixed');
    pages.replace([]);
    setReadingPdf(true);
    try {
      const rendered = await pdfToPageImages(pdfs[0]!, loadPdfjs);
      if (current === choice.current) showPages(rendered);
    } catch (error) {
      if (current === choice.current)
        refusePages(
          error instanceof PdfProblem ? `slides.upload.pdf.${error.kind}` : 'slides.upload.pdf.loadFailed',
        );
    } finally {
      if (current === choice.current) setReadingPdf(false);
    }
  };

  const submit = form.submit(async (values) => {
    try {
      await upload.mutateAsync({ name: values.name, pages: values.pages });
    } catch (error) {
      toast.error(errorText(error, 'slides.upload.failed'));
      return;
    }
    form.reset({ name: '', pages: [] });
  });

  const pagesError = fieldErrorText(t, errors.pages?.root ?? errors.pages);
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('slides.upload.title')}>
      <strong>{t('slides.upload.title')}</strong>
      <TextField
        label={t('slides.upload.name')}
        maxLength={UPLOAD_NAME_MAX_LENGTH}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <FilePickerButton
        label={t('slides.upload.pages')}
        buttonLabel={t('slides.upload.choose')}
        chosenName={
          pages.fields.length > 0 ? t('slides.upload.chosen', { count: pages.fields.length }) : null
        }
        noneChosen={t('slides.upload.noneChosen')}
        accept={[...PAGE_IMAGE_TYPES, 'application/pdf'].join(',')}
        multiple
        disabled={upload.isPending || readingPdf}
        invalid={Boolean(pagesError)}
        onPick={(picked) => picked.length > 0 && void choose(picked)}
      />
      <Hint>{t('slides.upload.pdfHint')}</Hint>
      {readingPdf && <p role="status">{t('slides.upload.readingPdf')}</p>}
      {pages.fields.map((page, index) => (
        <label key={page.id}>
          {t('slides.upload.notesFor', { page: index + 1, name: page.file.name })}
          <textarea rows={2} {...form.register(`pages.${index}.notes`)} />
        </label>
      ))}
      {pagesError && <Problem role="alert">{pagesError}</Problem>}
      <div>
        <Button type="submit" loading={upload.isPending} disabled={readingPdf}>
          {t('slides.upload.submit')}
        </Button>
      </div>
    </Form>
  );
}
