import { useState, type FormEvent } from 'react';
import { useFieldArray, useSchemaForm } from 'shared-ui/forms';
import { hintOf } from 'supabase-client';
import { useNameSaveFailure } from '../common/use-save-failure';
import type { VideoCard } from './video-archive.resource';
import type { VideoDetails } from './video-editor.resource';
import { useSaveVideo } from './use-video-editor';
import {
  chaptersForSave,
  formatStartTime,
  splitTags,
  videoSchema,
  type ChapterDraft,
  type VideoFormValues,
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

/**
 * The video form (shared-ui/forms with videoSchema) and its save. `video` is the draft (create) or the video
 * (edit); its values fill the form once. Before saving: the schema's fields, and the recording (not typed: the
 * form checks it beside the schema, and says it until there is one). The database checks the same again: a
 * name taken meanwhile comes back as 23505 and is shown on the name field, a missing recording as no_recording.
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
  const save = useSaveVideo(editId);
  const form = useSchemaForm(
    videoSchema(
      others.filter((other) => other.id !== video?.id),
      editId && video?.name ? { id: video.id, name: video.name } : undefined,
    ),
    {
      defaultValues: {
        name: video?.name ?? '',
        description: video?.description ?? '',
        tags: video?.tags.join(', ') ?? '',
        languageId: video?.languageId ?? null,
        videoScriptId: video?.videoScriptId ?? null,
        chapters: toDrafts(video),
      },
    },
  );
  // useFieldArray's own row id under another name: a chapter's `id` is the saved chapter's.
  const chapters = useFieldArray({ control: form.control, name: 'chapters', keyName: 'rowKey' });
  const saveFailed = useNameSaveFailure(form.setError, 'videoEditor');
  const [recordingAsked, setRecordingAsked] = useState(false);
  const hasRecording = Boolean(video?.recordingPath);

  const send = async (values: VideoFormValues) => {
    if (!video) return;
    try {
      await save.mutateAsync({
        videoId: video.id,
        name: values.name.trim(),
        description: values.description,
        tags: splitTags(values.tags),
        languageId: values.languageId,
        videoScriptId: values.videoScriptId,
        chapters: chaptersForSave(values.chapters),
      });
    } catch (failure) {
      if (hintOf(failure) === 'no_recording') setRecordingAsked(true);
      else saveFailed(failure);
      return;
    }
    onSaved();
  };

  const onSubmit = (event: FormEvent) => {
    // Both validate before anything is sent: the fields (the schema) and the recording.
    setRecordingAsked(!hasRecording);
    // The original only logs this one; the form also says it, next to the recorder.
    if (!hasRecording) console.info('No video was recorded!');
    return form.submit((values) => (hasRecording ? send(values) : undefined))(event);
  };

  return {
    form,
    chapters,
    // 'Record a video before saving' holds only while there is no recording: a new one clears it
    recordingMissing: recordingAsked && !hasRecording,
    onSubmit,
    addChapter: () => chapters.append({ key: newKey(), title: '', startTime: '' }),
  };
}
