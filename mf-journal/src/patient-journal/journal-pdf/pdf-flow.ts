/**
 * The group PDF flow of spec 001 §4: steps 'Select records', 'Create PDF', 'View PDF', each waiting, in
 * progress, finished or error. Step 1 is active first; on create step 2 becomes active; on success step 3
 * is reached after 1 s with all steps finished; on failure step 2 is marked error. Closing resets it (the
 * caller deletes the generated file).
 */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface GeneratedPdf {
  sourceURL: string;
  countPages: number;
  /** Storage path, deleted when the flow is closed. */
  path: string;
}

export interface PdfFlowState {
  current: 0 | 1 | 2;
  steps: [StepStatus, StepStatus, StepStatus];
  selected: string[];
  file: GeneratedPdf | null;
}

export type PdfFlowAction =
  | { type: 'toggle'; id: string }
  | { type: 'selectAll'; ids: string[] }
  | { type: 'create' }
  | { type: 'created'; file: GeneratedPdf }
  | { type: 'finish' }
  | { type: 'fail' }
  | { type: 'reset' };

/** The pause between a successful create and the 'View PDF' step (spec 001 §9: 1 s). */
export const PDF_FINISH_DELAY_MS = 1000;

export const initialPdfFlow: PdfFlowState = {
  current: 0,
  steps: ['process', 'wait', 'wait'],
  selected: [],
  file: null,
};

export function pdfFlowReducer(state: PdfFlowState, action: PdfFlowAction): PdfFlowState {
  switch (action.type) {
    case 'toggle':
      if (state.current !== 0) return state;
      return {
        ...state,
        selected: state.selected.includes(action.id)
          ? state.selected.filter((id) => id !== action.id)
          : [...state.selected, action.id],
      };
    case 'selectAll':
      return state.current === 0 ? { ...state, selected: action.ids } : state;
    case 'create':
      if (state.selected.length === 0 || state.steps[1] === 'process') return state;
      return { ...state, current: 1, steps: ['finish', 'process', 'wait'], file: null };
    case 'created':
      return state.steps[1] === 'process' ? { ...state, file: action.file } : state;
    case 'finish':
      return state.file ? { ...state, current: 2, steps: ['finish', 'finish', 'finish'] } : state;
    case 'fail':
      return { ...state, current: 1, steps: ['finish', 'error', 'wait'], file: null };
    case 'reset':
      return initialPdfFlow;
  }
}

export const canCreatePdf = (state: PdfFlowState) =>
  state.selected.length > 0 && state.steps[1] !== 'process';
