import { excerpt } from './group-pdf-modal';
import {
  canCreatePdf,
  initialPdfFlow,
  pdfFlowReducer,
  type PdfFlowAction,
  type PdfFlowState,
} from './pdf-flow';

const run = (...actions: PdfFlowAction[]): PdfFlowState => actions.reduce(pdfFlowReducer, initialPdfFlow);
const file = { sourceURL: 'https://x/signed', countPages: 2, path: 'c/u/f.pdf' };

describe('PDF flow', () => {
  it('starts on step 1 in progress, the others waiting', () => {
    expect(initialPdfFlow.current).toBe(0);
    expect(initialPdfFlow.steps).toEqual(['process', 'wait', 'wait']);
    expect(canCreatePdf(initialPdfFlow)).toBe(false);
  });

  it('selects and unselects records, only on step 1', () => {
    expect(
      run({ type: 'toggle', id: 'a' }, { type: 'toggle', id: 'b' }, { type: 'toggle', id: 'a' }).selected,
    ).toEqual(['b']);
    const creating = run({ type: 'toggle', id: 'a' }, { type: 'create' });
    expect(pdfFlowReducer(creating, { type: 'toggle', id: 'b' }).selected).toEqual(['a']);
  });

  it('create → step 2 in progress; created + finish → step 3 and all finished', () => {
    const creating = run({ type: 'toggle', id: 'a' }, { type: 'create' });
    expect(creating.current).toBe(1);
    expect(creating.steps).toEqual(['finish', 'process', 'wait']);
    expect(canCreatePdf(creating)).toBe(false);
    const created = pdfFlowReducer(creating, { type: 'created', file });
    expect(created.current).toBe(1);
    const done = pdfFlowReducer(created, { type: 'finish' });
    expect(done.current).toBe(2);
    expect(done.steps).toEqual(['finish', 'finish', 'finish']);
    expect(done.file).toEqual(file);
  });

  it('failure marks step 2 as error; a retry starts again', () => {
    const failed = run({ type: 'toggle', id: 'a' }, { type: 'create' }, { type: 'fail' });
    expect(failed.steps).toEqual(['finish', 'error', 'wait']);
    expect(canCreatePdf(failed)).toBe(true);
    expect(pdfFlowReducer(failed, { type: 'create' }).steps).toEqual(['finish', 'process', 'wait']);
  });

  it('does not create without a selection, nor finish without a file', () => {
    expect(run({ type: 'create' })).toEqual(initialPdfFlow);
    const creating = run({ type: 'toggle', id: 'a' }, { type: 'create' });
    expect(pdfFlowReducer(creating, { type: 'finish' })).toBe(creating);
  });

  it('reset (closing) goes back to the start', () => {
    expect(
      run({ type: 'toggle', id: 'a' }, { type: 'create' }, { type: 'created', file }, { type: 'reset' }),
    ).toEqual(initialPdfFlow);
  });
});

describe('the group PDF picker', () => {
  it('shows the start of a record in whole words, with … when cut', () => {
    expect(excerpt('Short note')).toBe('Short note');
    expect(
      excerpt('Individual therapy on 23 Nov 2026. The patient reported less worry at work. Plan: go on'),
    ).toBe('Individual therapy on 23 Nov 2026. The patient reported less worry at work…');
  });
});
