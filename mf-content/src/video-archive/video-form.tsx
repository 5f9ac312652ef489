import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Combobox, Select, TextField } from 'shared-ui';
import { Controller, fieldErrorText } from 'shared-ui/forms';
import { FormFrame } from '../common/form-frame';
import { FieldError } from '../common/layout';
import { ChaptersField } from './chapters-field';
import type { VideoCard } from './video-archive.resource';
import type { NamedOption, VideoDetails } from './video-editor.resource';
import type { VideoScript } from './video-scripts.resource';
import { useVideoForm } from './use-video-form';
import { VIDEO_DESCRIPTION_MAX } from './video-form.rules';

const Area = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.small};
  textarea {
    font: inherit;
    font-weight: normal;
    min-height: 80px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

const NO_SCRIPT = 'none';

/** Name, description (255), tags, language (searchable), video script and chapters; Save needs a recording. */
export function VideoForm({
  video,
  others,
  languages,
  scripts,
  editId,
  onSaved,
}: {
  video: VideoDetails | null;
  others: readonly VideoCard[];
  languages: readonly NamedOption[];
  scripts: readonly VideoScript[];
  editId: string | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mf-content');
  const { form, chapters, ...video_ } = useVideoForm({ video, others, editId, onSaved });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const language = languages.find((l) => l.id === values.languageId) ?? null;
  const [languageText, setLanguageText] = useState(language?.name ?? '');
  // Search by name, a plain substring match (the original's exact-match threshold 0).
  const matches = languages.filter((l) => l.name.toLowerCase().includes(languageText.trim().toLowerCase()));
  const setLanguageId = (id: string | null) => form.setValue('languageId', id, { shouldDirty: true });

  return (
    <FormFrame
      label={t('videoEditor.form')}
      onSubmit={video_.onSubmit}
      cancelTo="/video-archive"
      saving={isSubmitting}
    >
      {video_.recordingMissing && (
        <FieldError role="alert">{t('videoEditor.validation.recording.required')}</FieldError>
      )}
      <TextField
        label={t('videoEditor.name')}
        {...form.register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <Area>
        {t('videoEditor.description')}
        <textarea
          maxLength={VIDEO_DESCRIPTION_MAX}
          aria-invalid={Boolean(errors.description)}
          {...form.register('description')}
        />
        {errors.description && <FieldError>{fieldErrorText(t, errors.description)}</FieldError>}
      </Area>
      <TextField
        label={t('videoEditor.tags')}
        hint={t('videoEditor.tagsHint')}
        {...form.register('tags')}
        error={fieldErrorText(t, errors.tags)}
      />
      <Combobox<NamedOption>
        label={t('videoEditor.language')}
        groups={[{ key: 'languages', label: '', items: matches }]}
        itemKey={(item) => item.id}
        itemToString={(item) => item?.name ?? ''}
        selectedItem={language}
        onSelectedItemChange={(item) => setLanguageId(item?.id ?? null)}
        inputValue={languageText}
        onInputValueChange={(text) => {
          setLanguageText(text);
          if (!text) setLanguageId(null);
        }}
        placeholder={t('videoEditor.languagePlaceholder')}
        emptyText={t('videoEditor.noLanguage')}
      />
      <Controller
        control={form.control}
        name="videoScriptId"
        render={({ field }) => (
          <Select
            label={t('videoEditor.videoScript')}
            value={field.value ?? NO_SCRIPT}
            options={[
              { value: NO_SCRIPT, label: t('videoEditor.noVideoScript') },
              ...scripts.map((s) => ({ value: s.id, label: s.name })),
            ]}
            onValueChange={(value) => field.onChange(value === NO_SCRIPT ? null : value)}
          />
        )}
      />
      <ChaptersField
        rows={chapters.fields.map((row, index) => ({
          rowKey: row.rowKey,
          title: form.register(`chapters.${index}.title`),
          startTime: form.register(`chapters.${index}.startTime`),
          titleError: fieldErrorText(t, errors.chapters?.[index]?.title),
          startTimeError: fieldErrorText(t, errors.chapters?.[index]?.startTime),
        }))}
        onAdd={video_.addChapter}
        onRemove={chapters.remove}
      />
    </FormFrame>
  );
}
