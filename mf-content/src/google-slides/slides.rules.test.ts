import { schemaErrors } from 'shared-ui/forms';
import {
  canGoNext,
  canGoPrevious,
  clampPage,
  newSelections,
  sectionStorageKey,
  splitLibrary,
  uploadSchema,
} from './slides.rules';

describe('slide pages', () => {
  it('keeps the page inside 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
  it('disables previous on the first page and next on the last', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(5, 5)).toBe(false);
    expect(canGoNext(4, 5)).toBe(true);
    expect(canGoNext(1, 1)).toBe(false);
  });
});

describe('library', () => {
  it("splits my slides from the clinic's (admin uploads); colleagues' own slides are in neither", () => {
    const all = [
      { id: 'a', isUploadByAdmin: true, createdById: 'owner' },
      { id: 'b', isUploadByAdmin: false, createdById: 'me' },
      { id: 'c', isUploadByAdmin: false, createdById: 'colleague' },
    ];
    const { mine, clinic } = splitLibrary(all, 'me');
    expect(mine.map((p) => p.id)).toEqual(['b']);
    expect(clinic.map((p) => p.id)).toEqual(['a']);
  });
  it('keys the open state by title', () => {
    expect(sectionStorageKey('My slides')).toBe('mf-content.slides.section.My slides');
  });
});

describe('adding account presentations', () => {
  it('saves only selections not in the library yet, once each', () => {
    const items = [
      { id: 'u1', sourceId: 'local:u1' },
      { id: 'u2', sourceId: 'local:u2' },
      { id: 'u3', sourceId: 'local:u3' },
      { id: 'g1', sourceId: 'g1' },
    ];
    expect(newSelections(['u1', 'u2', 'u2', 'u3'], items, ['local:u1', 'gs-other'])).toEqual(['u2', 'u3']);
    expect(newSelections(['g1', 'gone'], items, [])).toEqual(['g1']);
    expect(newSelections(['g1'], items, ['g1'])).toEqual([]);
    expect(newSelections([], items, ['local:u1'])).toEqual([]);
  });
  it('needs a name (not blank, max 256) and at least one page', () => {
    const page = { file: new File(['x'], 'p.png', { type: 'image/png' }), notes: '' };
    const problems = (name: string, pages: (typeof page)[]) =>
      schemaErrors(uploadSchema, { name, pages }, 'slides.upload');
    expect(problems('  ', [page])).toEqual({ name: 'required' });
    expect(problems('x'.repeat(257), [page])).toEqual({ name: 'tooLong' });
    expect(problems('x'.repeat(256), [page])).toEqual({});
    expect(problems('Worry time', [])).toEqual({ pages: 'required' });
    expect(problems('', [])).toEqual({ name: 'required', pages: 'required' });
  });
});
