import { previewText } from './template-preview';

describe('previewText', () => {
  it('drops markup and keeps words apart', () => {
    expect(previewText('<p>#PatientFullName attended.</p><p>Plan:</p>')).toBe(
      '#PatientFullName attended. Plan:',
    );
  });
  it('truncates above 120 characters', () => {
    expect(previewText('a'.repeat(121))).toBe(`${'a'.repeat(120)}…`);
    expect(previewText('a'.repeat(120))).toBe('a'.repeat(120));
  });
});
