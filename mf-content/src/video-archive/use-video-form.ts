import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-ui';
import { hintOf } from 'supabase-client';
import { useSaveFailure } from '../common/use-save-failure';
import type { VideoCard } from './video-archive.resource';
import type { VideoDetails } from './video-editor.resource';
import { useSaveVideo } from './use-video-editor';
import {
  chapterErrors,
  chaptersForSave,
  descriptionTooLong,
  formatStartTime,
  splitTags,
  TAG_MAX,
  videoNameError,
  type ChapterDraft,
  type ChapterError,
} from './video-form.rules';

let nextKey = 0;
const newKey = () => `chapter-${(nextKey += 1)}`;

const toDrafts = (video: VideoDetails | null): ChapterDraft[] =>
  (video?.chapters ?? []).map((c) => ({
    id: c.id,
    key: newKey(),
    title: c.title,
    startTime: formatStartTime(c.startTime),
  }));

export interface VideoFormErrors {
  name?: string | undefined;
  description?: string | undefined;
  tags?: string | undefined;
  recording?: string | undefined;
  chapters: Record<string, ChapterError>;
}

/**
 * The video form's state and save. `video` is the draft (create) or the video (edit); its values fill the
 * form once. Checks before saving: the recording exists, name, description, tags and chapters; the database
 * checks the same again (a name taken meanwhile comes back as 23505 (isDuplicate) and shows the same text).
 */
export function useVideoForm({
  video,
  others,
  editId,
  onSaved,
}: {
  video: VideoDetails | null;
  others: readonly VideoCard[];
  editId: string | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation('mf-content');
  const save = useSaveVideo(editId);
  const saveFailed = useSaveFailure();
  const [name, setName] = useState(video?.name ?? '');
  const [description, setDescription] = useState(video?.description ?? '');
  const [tags, setTags] = useState(video?.tags.join(', ') ?? '');
  const [languageId, setLanguageId] = useState<string | null>(video?.languageId ?? null);
  const [videoScriptId, setVideoScriptId] = useState<string | null>(video?.videoScriptId ?? null);
  const [chapters, setChapters] = useState<ChapterDraft[]>(() => toDrafts(video));
  const [errors, setErrors] = useState<VideoFormErrors>({ chapters: {} });

  const check = (): boolean => {
    const nameKind = videoNameError(
      name,
      others.filter((other) => other.id !== video?.id),
      editId && video ? { id: video.id, name: video.name } : undefined,
    );
    const next: VideoFormErrors = {
      name: nameKind ? t(`videoEditor.errors.${nameKind}`) : undefined,
      description: descriptionTooLong(description) ? t('videoEditor.errors.descriptionTooLong') : undefined,
      tags: splitTags(tags).some((tag) => tag.length > TAG_MAX)
        ? t('videoEditor.errors.tagTooLong')
        : undefined,
      recording: video?.recordingPath ? undefined : t('videoEditor.errors.noRecording'),
      chapters: chapterErrors(chapters),
    };
    setErrors(next);
    if (nameKind === 'duplicate') toast.error(t('videoEditor.errors.duplicate'));
    // The original only logs this one; the form also says it, next to the recorder.
    if (next.recording) console.info('No video was recorded!');
    return (
      !next.name && !next.description && !next.tags && !next.recording && !Object.keys(next.chapters).length
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !check() || !video) return;
    save.mutate(
      {
        videoId: video.id,
        name: name.trim(),
        description,
        tags: splitTags(tags),
        languageId,
        videoScriptId,
        chapters: chaptersForSave(chapters),
      },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          if (hintOf(failure) === 'no_recording')
            setErrors((current) => ({ ...current, recording: t('videoEditor.errors.noRecording') }));
          else
            saveFailed(failure, () => {
              setErrors((current) => ({ ...current, name: t('videoEditor.errors.duplicate') }));
              toast.error(t('videoEditor.errors.duplicate'));
            });
        },
      },
    );
  };

  const clear = (field: keyof Omit<VideoFormErrors, 'chapters'>) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return {
    values: { name, description, tags, languageId, videoScriptId, chapters },
    // 'Record a video before saving' holds only while there is no recording: a new one clears it
    errors: video?.recordingPath ? { ...errors, recording: undefined } : errors,
    saving: save.isPending,
    onSubmit,
    setName: (value: string) => {
      setName(value);
      clear('name');
    },
    setDescription: (value: string) => {
      setDescription(value);
      clear('description');
    },
    setTags: (value: string) => {
      setTags(value);
      clear('tags');
    },
    setLanguageId,
    setVideoScriptId,
    addChapter: () => setChapters((rows) => [...rows, { key: newKey(), title: '', startTime: '' }]),
    removeChapter: (key: string) => setChapters((rows) => rows.filter((row) => row.key !== key)),
    changeChapter: (key: string, change: Partial<Pick<ChapterDraft, 'title' | 'startTime'>>) =>
      setChapters((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row))),
  };
}
