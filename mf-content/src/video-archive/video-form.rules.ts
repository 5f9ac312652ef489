import { optionalText, z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

/** The database's limits (save_video): a name of at most 256, a description of at most 255 (spec 002 §9). */
export const VIDEO_NAME_MAX = 256;
export const VIDEO_DESCRIPTION_MAX = 255;

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

/** A chapter's title is at most this long (save_video's check and the chapters table's CHECK). */
export const CHAPTER_TITLE_MAX = 256;

const message = (field: string, rule: string) => `videoEditor.validation.${field}.${rule}`;

/** A chapter row: a title (required, at most 256) and a start time parseStartTime accepts. */
const chapterSchema = z.object({
  id: z.string().optional(),
  key: z.string(),
  title: z.string().superRefine((title, context) => {
    if (!title.trim()) context.addIssue({ code: 'custom', message: message('chapterTitle', 'required') });
    else if (title.trim().length > CHAPTER_TITLE_MAX)
      context.addIssue({ code: 'custom', message: message('chapterTitle', 'tooLong') });
  }),
  startTime: z.string().refine((time) => parseStartTime(time) !== null, {
    message: message('chapterStart', 'invalid'),
  }),
});

/**
 * The video form (spec 002 §5): the name ('Please enter video name!', 'Video name should not be empty', at most
 * VIDEO_NAME_MAX, unique in the clinic unless unchanged on edit), a description of at most 255, tags of at
 * most 64 each, a language and a video script, and the chapters. The recording is not typed: the form checks
 * it beside the schema.
 */
export const videoSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('videoEditor', others, editing, VIDEO_NAME_MAX),
    description: optionalText(message('description', 'tooLong'), VIDEO_DESCRIPTION_MAX),
    tags: z.string().refine((tags) => !splitTags(tags).some((tag) => tag.length > TAG_MAX), {
      message: message('tags', 'tooLong'),
    }),
    languageId: z.string().nullable(),
    videoScriptId: z.string().nullable(),
    chapters: z.array(chapterSchema),
  });

export type VideoFormValues = z.input<ReturnType<typeof videoSchema>>;

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
