/** The template's text without markup, on one line, for a card (LongText shortens it to 120 with show more). */
export function previewText(content: string): string {
  return content
    .replace(/<\/(p|div|li|h\d)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
