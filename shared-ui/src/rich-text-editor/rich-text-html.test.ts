import { convertToRaw } from 'draft-js';
import { contentToHtml, htmlToContent } from './rich-text-html';
import { isRichTextEmpty, richTextToPlainText } from './rich-text-plain';
import { matchVariables, TEMPLATE_VARIABLES, variableQueryAt } from './template-variables';

describe('rich text HTML', () => {
  it('round-trips paragraphs, inline styles and lists', () => {
    const html =
      '<p>Hello <strong>bold</strong> and <em>italic</em> and <u>under</u></p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><p>æøå &amp; &lt;tag&gt;</p>';
    expect(contentToHtml(htmlToContent(html))).toBe(html);
  });

  it('reads plain text written without tags', () => {
    const content = htmlToContent('line one\nline two');
    expect(convertToRaw(content).blocks.map((b) => b.text)).toEqual(['line one', 'line two']);
  });

  it('gives an empty string for an editor holding only whitespace', () => {
    expect(contentToHtml(htmlToContent(''))).toBe('');
    expect(contentToHtml(htmlToContent('<p>   </p>'))).toBe('');
  });

  it('is empty after stripping tags', () => {
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty('<p><br></p>')).toBe(true);
    expect(isRichTextEmpty('<p>&nbsp; </p>')).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
  });

  it('turns HTML into plain text with line breaks and entities decoded', () => {
    expect(richTextToPlainText('<p>Tom &amp; Åse</p><ul><li>a</li><li>b</li></ul>')).toBe('Tom & Åse\na\nb');
    // a field edited line by line keeps its blank lines
    expect(richTextToPlainText('<p>a</p><p></p><p></p><p>b</p>')).toBe('a\n\nb');
    expect(richTextToPlainText('<p>a</p><p></p><p></p><p>b</p>', { keepLines: true })).toBe('a\n\n\nb');
  });
});

describe('template variables', () => {
  it('are the 17 of spec 001 §9', () => {
    expect(TEMPLATE_VARIABLES).toHaveLength(17);
    expect(new Set(TEMPLATE_VARIABLES).size).toBe(17);
  });

  it('match by prefix first, then by substring, ignoring case', () => {
    expect(matchVariables('patientf')).toEqual(['PatientFullName', 'PatientFirstName']);
    expect(matchVariables('phone')).toEqual(['TherapistPhone']);
    expect(matchVariables('')).toHaveLength(17);
    expect(matchVariables('zzz')).toEqual([]);
  });

  it('find the #query before the caret only after a word boundary', () => {
    expect(variableQueryAt('Hi #Pat', 7)).toEqual({ start: 3, query: 'Pat' });
    expect(variableQueryAt('#', 1)).toEqual({ start: 0, query: '' });
    expect(variableQueryAt('abc#Pat', 7)).toBeNull();
    expect(variableQueryAt('Hi #Pat done', 12)).toBeNull();
    expect(variableQueryAt('Hi #Pat', 5)).toEqual({ start: 3, query: 'P' });
  });
});
