import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import { CheckboxGroup } from '../common/layout';
import type { UseFormRegisterReturn } from 'shared-ui/forms';
import { CHAPTER_TITLE_MAX } from './video-form.rules';

const ChapterRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 120px auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One chapter row of the form: its two registered inputs and their messages (already in words). */
export interface ChapterRowFields {
  rowKey: string;
  title: UseFormRegisterReturn;
  startTime: UseFormRegisterReturn;
  titleError: string | undefined;
  startTimeError: string | undefined;
}

/** The chapters: a title and a start time (mm:ss) each; added, changed and removed in the form. */
export function ChaptersField({
  rows,
  onAdd,
  onRemove,
}: {
  rows: readonly ChapterRowFields[];
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('mf-content');
  return (
    <CheckboxGroup>
      <legend>{t('videoEditor.chapters')}</legend>
      {rows.length === 0 && <span>{t('videoEditor.noChapters')}</span>}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <ChapterRow key={row.rowKey}>
            <TextField
              label={t('videoEditor.chapterTitle', { n })}
              maxLength={CHAPTER_TITLE_MAX}
              {...row.title}
              error={row.titleError}
            />
            <TextField
              label={t('videoEditor.chapterStart', { n })}
              placeholder={t('videoEditor.chapterStartHint')}
              inputMode="numeric"
              {...row.startTime}
              error={row.startTimeError}
            />
            <Button variant="ghost" onClick={() => onRemove(index)}>
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
