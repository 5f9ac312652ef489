import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import { CheckboxGroup } from '../common/layout';
import type { ChapterDraft, ChapterError } from './video-form.rules';

const ChapterRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The chapters: a title and a start time (mm:ss) each; added, changed and removed in the form. */
export function ChaptersField({
  chapters,
  errors,
  onAdd,
  onRemove,
  onChange,
}: {
  chapters: readonly ChapterDraft[];
  errors: Record<string, ChapterError>;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onChange: (key: string, change: Partial<Pick<ChapterDraft, 'title' | 'startTime'>>) => void;
}) {
  const { t } = useTranslation('mf-content');
  return (
    <CheckboxGroup>
      <legend>{t('videoEditor.chapters')}</legend>
      {chapters.length === 0 && <span>{t('videoEditor.noChapters')}</span>}
      {chapters.map((chapter, index) => {
        const error = errors[chapter.key];
        const n = index + 1;
        return (
          <ChapterRow key={chapter.key}>
            <TextField
              label={t('videoEditor.chapterTitle', { n })}
              value={chapter.title}
              maxLength={256}
              error={
                error === 'titleRequired' || error === 'titleTooLong'
                  ? t(`videoEditor.errors.${error}`)
                  : undefined
              }
              onChange={(event) => onChange(chapter.key, { title: event.target.value })}
            />
            <TextField
              label={t('videoEditor.chapterStart', { n })}
              value={chapter.startTime}
              placeholder={t('videoEditor.chapterStartHint')}
              inputMode="numeric"
              error={error === 'invalidTime' ? t('videoEditor.errors.invalidTime') : undefined}
              onChange={(event) => onChange(chapter.key, { startTime: event.target.value })}
            />
            <Button variant="ghost" onClick={() => onRemove(chapter.key)}>
              {t('videoEditor.removeChapter', { n })}
            </Button>
          </ChapterRow>
        );
      })}
      <div>
        <Button onClick={onAdd}>{t('videoEditor.addChapter')}</Button>
      </div>
    </CheckboxGroup>
  );
}
