// Plain-text views of the stored rich text. Kept apart from rich-text-html.ts (which needs draft-js) so that
// importing them from shared-ui does not put draft-js (~70 KB gzip) into every page's first JavaScript.

/**
 * The text of stored rich text without tags (for "is it empty?", copy to clipboard, PDFs, previews): runs of
 * blank lines collapsed, trimmed. With `{ keepLines: true }` every line stays as written (only the last
 * paragraph's line end goes) — for a field that edits the text line by line and writes it back.
 */
export function richTextToPlainText(
  html: string,
  { keepLines = false }: { keepLines?: boolean } = {},
): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return keepLines ? text.replace(/\n$/, '') : text.replace(/\n{3,}/g, '\n\n').trim();
}

/** True when the text is empty after stripping tags (spec 001 §5: save buttons stay disabled). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  return (
    !html ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
