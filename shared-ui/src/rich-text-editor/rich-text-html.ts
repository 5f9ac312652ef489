import { ContentState, convertFromHTML, type ContentBlock } from 'draft-js';

/**
 * The stored format of rich text is a small HTML subset (what journal_records and journal_templates keep):
 * <p>, <ul>/<ol> with <li>, and <strong>, <em>, <u> inside. draft-js is only the editing engine; nothing
 * outside this folder sees its data model, so the engine can be replaced without a data migration.
 */

const INLINE_TAGS: Record<string, string> = { BOLD: 'strong', ITALIC: 'em', UNDERLINE: 'u' };
const INLINE_ORDER = ['BOLD', 'ITALIC', 'UNDERLINE'] as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function blockToInlineHtml(block: ContentBlock): string {
  const text = block.getText();
  const chars = block.getCharacterList();
  let html = '';
  let runStart = 0;
  const flush = (end: number) => {
    if (end <= runStart) return;
    const style = chars.get(runStart)?.getStyle();
    let piece = escapeHtml(text.slice(runStart, end));
    for (const name of INLINE_ORDER) {
      if (style?.has(name)) piece = `<${INLINE_TAGS[name]}>${piece}</${INLINE_TAGS[name]}>`;
    }
    html += piece;
    runStart = end;
  };
  for (let i = 1; i <= text.length; i += 1) {
    if (
      i === text.length ||
      !chars
        .get(i)
        ?.getStyle()
        .equals(chars.get(i - 1)?.getStyle())
    )
      flush(i);
  }
  return html;
}

/** Serialises draft-js content to the stored HTML; an editor with only whitespace gives ''. */
export function contentToHtml(content: ContentState): string {
  if (!content.hasText() || content.getPlainText().trim() === '') return '';
  const out: string[] = [];
  let openList: 'ul' | 'ol' | null = null;
  for (const block of content.getBlocksAsArray()) {
    const type = block.getType();
    const list = type === 'unordered-list-item' ? 'ul' : type === 'ordered-list-item' ? 'ol' : null;
    if (openList && list !== openList) {
      out.push(`</${openList}>`);
      openList = null;
    }
    if (list && !openList) {
      out.push(`<${list}>`);
      openList = list;
    }
    const inner = blockToInlineHtml(block);
    out.push(list ? `<li>${inner}</li>` : `<p>${inner || '<br>'}</p>`);
  }
  if (openList) out.push(`</${openList}>`);
  return out.join('');
}

/** Parses stored HTML (or plain text written by older clients) into draft-js content. */
export function htmlToContent(html: string): ContentState {
  if (!html) return ContentState.createFromText('');
  if (!/<[a-z][\s\S]*>/i.test(html)) return ContentState.createFromText(html);
  const { contentBlocks, entityMap } = convertFromHTML(html);
  if (!contentBlocks || contentBlocks.length === 0) return ContentState.createFromText('');
  return ContentState.createFromBlockArray(contentBlocks, entityMap);
}
