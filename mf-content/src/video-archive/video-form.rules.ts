import { validateText } from 'shared-ui';

/** The database's limits (save_video): a name of at most 256, a description of at most 255 (spec 002 §9). */
export const VIDEO_NAME_MAX = 256;
export const VIDEO_DESCRIPTION_MAX = 255;

export type VideoNameError = 'required' | 'blank' | 'tooLong' | 'duplicate';

/**
 * The video name (spec 002 §5): required ('Please enter video name!'), not blank ('Video name should not be
 * empty'), at most VIDEO_NAME_MAX ('Your video name is too long'), and unique in the clinic, trimmed and
 * case-insensitive, checked on edit only when the name changed ('Video with the same name already exists!').
 */
export function videoNameError(
  name: string,
  others: ReadonlyArray<{ id: string; name: string | null }>,
  editing?: { id: string; name: string | null },
): VideoNameError | undefined {
  const kind = validateText(
    name,
    { required: 'required', blank: 'blank', tooLong: 'tooLong' },
    VIDEO_NAME_MAX,
  );
  if (kind) return kind as VideoNameError;
  if (editing?.name && editing.name.trim() === name.trim()) return undefined;
  const wanted = name.trim().toLowerCase();
  const taken = others.some(
    (video) => video.id !== editing?.id && video.name !== null && video.name.trim().toLowerCase() === wanted,
  );
  return taken ? 'duplicate' : undefined;
}

export const descriptionTooLong = (description: string): boolean =>
  description.length > VIDEO_DESCRIPTION_MAX;

/** Tags are entered comma separated (spec 002 §5): trimmed, empty ones dropped, repeats (any case) once. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export const TAG_MAX = 64;

/**
 * A chapter's start time as typed: seconds ("75", "7.5"), m:ss / mm:ss ("1:05") or h:mm:ss ("1:02:03").
 * Returns the seconds, or null for anything else (seconds and minutes after the first part are 0–59).
 */
export function parseStartTime(text: string): number | null {
  const value = text.trim();
  if (/^\d+(\.\d)?$/.test(value)) return Number(value);
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3) return null;
  if (!parts.every((part, i) => (i === 0 ? /^\d+$/ : /^\d{2}(\.\d)?$/).test(part))) return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((n) => n >= 60)) return null;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

/** mm:ss as the database stores start_time_formatted (minutes may pass 59). */
export function formatStartTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export interface ChapterDraft {
  /** The saved chapter's id; undefined for a chapter added in this form. */
  id?: string | undefined;
  /** A stable key for the row while editing. */
  key: string;
  title: string;
  startTime: string;
}

export type ChapterError = 'titleRequired' | 'titleTooLong' | 'invalidTime';

/** Each chapter needs a title (at most 256) and a start time parseStartTime accepts; errors by row key. */
export function chapterErrors(chapters: readonly ChapterDraft[]): Record<string, ChapterError> {
  const errors: Record<string, ChapterError> = {};
  for (const chapter of chapters) {
    if (!chapter.title.trim()) errors[chapter.key] = 'titleRequired';
    else if (chapter.title.trim().length > 256) errors[chapter.key] = 'titleTooLong';
    else if (parseStartTime(chapter.startTime) === null) errors[chapter.key] = 'invalidTime';
  }
  return errors;
}

/** The chapters as save_video takes them: kept ones by id, start times in seconds, ordered by start. */
export function chaptersForSave(
  chapters: readonly ChapterDraft[],
): Array<{ id?: string; title: string; startTime: number }> {
  return chapters
    .map((chapter) => ({
      ...(chapter.id ? { id: chapter.id } : {}),
      title: chapter.title.trim(),
      startTime: parseStartTime(chapter.startTime) ?? 0,
    }))
    .sort((a, b) => a.startTime - b.startTime);
}
