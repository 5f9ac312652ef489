import { previewText } from './template-preview';

describe('previewText', () => {
  it('drops markup and keeps words apart', () => {
    expect(previewText('<p>#PatientFullName attended.</p><p>Plan:</p>')).toBe(
      '#PatientFullName attended. Plan:',
    );
  });
  it('keeps the whole text (LongText shortens it on the card)', () => {
    expect(previewText(`<p>${'a'.repeat(121)}</p>`)).toBe('a'.repeat(121));
  });
  it('says the entities as their characters', () => {
    expect(previewText('<p>Fish &amp; chips&nbsp;&lt;3</p>')).toBe('Fish & chips <3');
  });
});
