/** Spec 002 §5: long text over 120 characters is truncated. */
export const PREVIEW_LENGTH = 120;

/** The template's text without markup, shortened for a card. */
export function previewText(content: string): string {
  const text = content
    .replace(/<\/(p|div|li|h\d)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}
