import { getDataClient, raise } from 'supabase-client';
import { uploadPercent } from './recorder.rules';
import { toVideoCard, type VideoCard, type VideoCardRow } from './video-archive.resource';

/** Recordings live here, <clinic_id>/<uploader id>/<file> (the local provider of the spec's video service). */
export const VIDEO_BUCKET = 'content-videos';

export interface VideoChapter {
  id: string;
  title: string;
  startTime: number;
}

/** A video as the create/edit form needs it (the creator's draft on create, the video on edit). */
export interface VideoDetails extends VideoCard {
  tags: string[];
  languageId: string | null;
  videoScriptId: string | null;
  chapters: VideoChapter[];
}

export interface NamedOption {
  id: string;
  name: string;
}

// Nested reads in one request: the chapters, in start order.
const DETAILS =
  'id, name, description, is_draft, created_by, q_video_id, tag_ids, selected_language_id, video_script_id, ' +
  'chapters(id, title, start_time)';

type DetailsRow = VideoCardRow & {
  tag_ids: string[];
  selected_language_id: string | null;
  video_script_id: string | null;
  chapters: Array<{ id: string; title: string; start_time: number }> | null;
};

async function toDetails(row: DetailsRow): Promise<VideoDetails> {
  const supabase = await getDataClient();
  let tags: string[] = [];
  if (row.tag_ids.length) {
    const { data, error } = await supabase.from('tags').select('id, name').in('id', row.tag_ids);
    if (error) raise(error);
    const byId = new Map(data.map((tag) => [tag.id, tag.name]));
    tags = row.tag_ids.map((id) => byId.get(id)).filter((name): name is string => Boolean(name));
  }
  return {
    ...toVideoCard(row),
    tags,
    languageId: row.selected_language_id,
    videoScriptId: row.video_script_id,
    chapters: (row.chapters ?? [])
      .map((c) => ({ id: c.id, title: c.title, startTime: Number(c.start_time) }))
      .sort((a, b) => a.startTime - b.startTime),
  };
}

/** The video by id (edit), or null when it is not in the caller's clinic. */
export async function fetchVideo(id: string): Promise<VideoDetails | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('videos').select(DETAILS).eq('id', id).maybeSingle();
  if (error) raise(error);
  return data ? toDetails(data as unknown as DetailsRow) : null;
}

/** The creator's one draft (spec 002 §2: drafts by clinicId + _createdBy + isDraft), or null. */
export async function fetchDraft(clinicId: string, userId: string): Promise<VideoDetails | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('videos')
    .select(DETAILS)
    .eq('clinic_id', clinicId)
    .eq('created_by', userId)
    .eq('is_draft', true)
    .maybeSingle();
  if (error) raise(error);
  return data ? toDetails(data as unknown as DetailsRow) : null;
}

/** Languages ordered by name (spec 002 §7). */
export async function fetchLanguages(): Promise<NamedOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('languages').select('id, name').order('name');
  if (error) raise(error);
  return data;
}

/** A short-lived URL the <video> element can load (the bucket is private). */
export async function fetchPlaybackUrl(path: string): Promise<string> {
  const videos = await (await getDataClient()).bucket(VIDEO_BUCKET);
  const { data, error } = await videos.createSignedUrl(path, 3600);
  if (error) raise(error);
  return data.signedUrl;
}

/**
 * Uploads a recording into the caller's folder with progress: supabase-js's upload reports none, so the
 * upload is signed through supabase-js (checked against the bucket's policies now) and the bytes go by
 * XMLHttpRequest, whose upload events give the progress. Resolves with the object's name.
 */
export async function uploadRecording(
  path: string,
  file: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  const videos = await (await getDataClient()).bucket(VIDEO_BUCKET);
  const { data, error } = await videos.createSignedUploadUrl(path);
  if (error) raise(error);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', data.signedUrl);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => onProgress(uploadPercent(event.loaded, event.total || file.size));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`upload failed: ${xhr.status} ${xhr.responseText}`));
    xhr.onerror = () => reject(new Error('upload failed: network error'));
    xhr.send(file);
  });
  onProgress(100);
  return path;
}

/** Removes stored recordings (the previous one after a replacement, or a removed video's). */
export async function removeStoredRecordings(paths: string[]): Promise<void> {
  if (!paths.length) return;
  const videos = await (await getDataClient()).bucket(VIDEO_BUCKET);
  const { error } = await videos.remove(paths);
  if (error) raise(error);
}

/**
 * The uploaded recording becomes the video's (set_video_recording): with no id the creator's draft (made
 * now or reused), else that video. The recording it replaced is removed from storage.
 */
export async function attachRecording(videoId: string | null, path: string): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('set_video_recording', {
    p_video_id: videoId as string,
    p_path: path,
  });
  if (error) raise(error);
  const result = data as { video_id: string; previous_path: string | null };
  if (result.previous_path) await removeStoredRecordings([result.previous_path]).catch(() => undefined);
  return result.video_id;
}

/** A draft's recording removed (spec 002 §4: chapters and qVideoId cleared, still a draft), and its object. */
export async function removeDraftRecording(videoId: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('remove_video_recording', { p_video_id: videoId });
  if (error) raise(error);
  if (data) await removeStoredRecordings([data]);
}

export interface SaveVideoInput {
  videoId: string;
  name: string;
  description: string;
  tags: string[];
  languageId: string | null;
  videoScriptId: string | null;
  chapters: Array<{ id?: string; title: string; startTime: number }>;
}

/** The form's save (save_video): a taken name is 23505 (isDuplicate); no recording is hint 'no_recording'. */
export async function saveVideo(input: SaveVideoInput): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('save_video', {
    p_video_id: input.videoId,
    p_name: input.name,
    p_description: input.description,
    p_tags: input.tags,
    p_language_id: input.languageId as string,
    p_video_script_id: input.videoScriptId as string,
    p_chapters: input.chapters,
  });
  if (error) raise(error);
}

/**
 * Removes a video (remove_video: the document, its chapters and statistics, the notification in English and
 * Norwegian, one transaction), then its recording through the storage API as its owner.
 */
export async function removeVideo(videoId: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('remove_video', { p_video_id: videoId });
  if (error) raise(error);
  if (data) await removeStoredRecordings([data]);
}
