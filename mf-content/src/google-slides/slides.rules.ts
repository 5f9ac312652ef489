import { requiredText, z } from 'shared-ui/forms';

/** Page numbers start at 1 (spec 002 §4); a page outside the presentation is brought back inside it. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
}

/** Previous and next are disabled at the ends (spec 002 §2). */
export const canGoPrevious = (page: number): boolean => page > 1;
export const canGoNext = (page: number, pageCount: number): boolean => page < pageCount;

/** The library's two sections (spec 002 §2): the clinic's admin uploads are read-only for therapists. */
export function splitLibrary<T extends { isUploadByAdmin: boolean; createdById: string | null }>(
  presentations: readonly T[],
  userId: string | undefined,
): { mine: T[]; clinic: T[] } {
  return {
    mine: presentations.filter((p) => !p.isUploadByAdmin && p.createdById === userId),
    clinic: presentations.filter((p) => p.isUploadByAdmin),
  };
}

/** Open state of a collapsible section, kept locally by its title (spec 002 §2); open unless closed before. */
export const sectionStorageKey = (title: string): string => `mf-content.slides.section.${title}`;

/**
 * The account presentations to save: the selected ones not in the library yet (spec 002 §4, "difference between
 * selected and existing"). An item is in the library when its sourceId is one of the saved googleSlideIds,
 * whichever provider it came from.
 */
export function newSelections(
  selected: readonly string[],
  items: readonly { id: string; sourceId: string }[],
  savedSourceIds: readonly string[],
): string[] {
  const saved = new Set(savedSourceIds);
  const chosen = new Set(selected);
  return items.filter((item) => chosen.has(item.id) && !saved.has(item.sourceId)).map((item) => item.id);
}

/** Page images and, for the local provider, a PDF that the browser turns into page images. */
export const PAGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const message = (field: string, rule: string) => `slides.upload.validation.${field}.${rule}`;

/** The longest presentation name the form takes. */
export const UPLOAD_NAME_MAX_LENGTH = 256;

/**
 * The local provider's upload form: a name (not blank, at most 256) and at least one page image, each with its
 * speaker notes. A problem reading a chosen PDF is set on `pages` by the form (`slides.upload.pdf.*`).
 */
export const uploadSchema = z.object({
  name: requiredText(
    {
      required: message('name', 'required'),
      blank: message('name', 'required'),
      tooLong: message('name', 'tooLong'),
    },
    UPLOAD_NAME_MAX_LENGTH,
  ),
  pages: z
    .array(z.object({ file: z.custom<File>(), notes: z.string() }))
    .min(1, { message: message('pages', 'required') }),
});

export type UploadValues = z.input<typeof uploadSchema>;
