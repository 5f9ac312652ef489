import { richTextToPlainText } from 'shared-ui';

/**
 * The template's text on one line for a card (LongText shortens it to 120 with show more): shared-ui's one
 * rich text → plain text, its line breaks as spaces.
 */
export function previewText(content: string): string {
  return richTextToPlainText(content).replace(/\s+/g, ' ');
}
