import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Combobox, Select, TextField } from 'shared-ui';
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
  const form = useVideoForm({ video, others, editId, onSaved });
  const { values, errors } = form;
  const language = languages.find((l) => l.id === values.languageId) ?? null;
  const [languageText, setLanguageText] = useState(language?.name ?? '');
  // Search by name, a plain substring match (the original's exact-match threshold 0).
  const matches = languages.filter((l) => l.name.toLowerCase().includes(languageText.trim().toLowerCase()));

  return (
    <FormFrame
      label={t('videoEditor.form')}
      onSubmit={form.onSubmit}
      cancelTo="/video-archive"
      saving={form.saving}
    >
      {errors.recording && <FieldError role="alert">{errors.recording}</FieldError>}
      <TextField
        label={t('videoEditor.name')}
        value={values.name}
        error={errors.name}
        onChange={(event) => form.setName(event.target.value)}
      />
      <Area>
        {t('videoEditor.description')}
        <textarea
          value={values.description}
          maxLength={VIDEO_DESCRIPTION_MAX}
          aria-invalid={Boolean(errors.description)}
          onChange={(event) => form.setDescription(event.target.value)}
        />
        {errors.description && <FieldError>{errors.description}</FieldError>}
      </Area>
      <TextField
        label={t('videoEditor.tags')}
        hint={t('videoEditor.tagsHint')}
        value={values.tags}
        error={errors.tags}
        onChange={(event) => form.setTags(event.target.value)}
      />
      <Combobox<NamedOption>
        label={t('videoEditor.language')}
        groups={[{ key: 'languages', label: '', items: matches }]}
        itemKey={(item) => item.id}
        itemToString={(item) => item?.name ?? ''}
        selectedItem={language}
        onSelectedItemChange={(item) => form.setLanguageId(item?.id ?? null)}
        inputValue={languageText}
        onInputValueChange={(text) => {
          setLanguageText(text);
          if (!text) form.setLanguageId(null);
        }}
        placeholder={t('videoEditor.languagePlaceholder')}
        emptyText={t('videoEditor.noLanguage')}
      />
      <Select
        label={t('videoEditor.videoScript')}
        value={values.videoScriptId ?? NO_SCRIPT}
        options={[
          { value: NO_SCRIPT, label: t('videoEditor.noVideoScript') },
          ...scripts.map((s) => ({ value: s.id, label: s.name })),
        ]}
        onValueChange={(value) => form.setVideoScriptId(value === NO_SCRIPT ? null : value)}
      />
      <ChaptersField
        chapters={values.chapters}
        errors={errors.chapters}
        onAdd={form.addChapter}
        onRemove={form.removeChapter}
        onChange={form.changeChapter}
      />
    </FormFrame>
  );
}
