import { useEffect, useReducer } from 'react';

import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage, useSingleFlightMutation } from 'shared-ui';
import { createGroupPdf, deleteGeneratedPdf } from './journal-pdf.resource';
import { initialPdfFlow, PDF_FINISH_DELAY_MS, pdfFlowReducer } from './pdf-flow';

/** The group PDF flow: selection, the edge function call, the 1 s pause, and deleting the file on close. */
export function useGroupPdf() {
  const { t } = useTranslation('mf-journal');
  const errorText = useErrorMessage('mf-journal');
  const [state, dispatch] = useReducer(pdfFlowReducer, initialPdfFlow);
  const create = useSingleFlightMutation({
    mutationFn: createGroupPdf,
    onSuccess: (file) => {
      dispatch({ type: 'created', file });
      toast.success(t('journal.pdf.created'));
    },
    onError: (error) => {
      dispatch({ type: 'fail' });
      toast.error(errorText(error, 'journal.pdf.failed'));
    },
  });

  const { file, current } = state;
  useEffect(() => {
    if (!file || current === 2) return;
    const timer = setTimeout(() => dispatch({ type: 'finish' }), PDF_FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, current]);

  return {
    state,
    toggle: (id: string) => dispatch({ type: 'toggle', id }),
    selectAll: (ids: string[]) => dispatch({ type: 'selectAll', ids }),
    start() {
      dispatch({ type: 'create' });
      create.mutate(state.selected);
    },
    /** Closing deletes the generated file (spec 001 §4) and resets the flow. */
    close() {
      const path = state.file?.path;
      dispatch({ type: 'reset' });
      if (path) void deleteGeneratedPdf(path).catch(() => undefined);
    },
  };
}
