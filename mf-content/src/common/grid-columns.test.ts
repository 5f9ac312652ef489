import { scriptGridColumns, templateGridColumns } from './grid-columns';

describe('grid columns', () => {
  it('scripts: 2 to 4 by width and menu state', () => {
    expect(scriptGridColumns('narrow', true)).toBe(2);
    expect(scriptGridColumns('narrow', false)).toBe(2);
    expect(scriptGridColumns('large', true)).toBe(2);
    expect(scriptGridColumns('large', false)).toBe(3);
    expect(scriptGridColumns('xlarge', true)).toBe(3);
    expect(scriptGridColumns('xlarge', false)).toBe(4);
  });
  it('journal templates: 1 on small screens up to 4 on extra large', () => {
    expect([
      templateGridColumns('small'),
      templateGridColumns('medium'),
      templateGridColumns('large'),
      templateGridColumns('xlarge'),
    ]).toEqual([1, 2, 3, 4]);
  });
});
