import { useState } from 'react';
import { toast } from 'shared-ui';
import { useSaveFailure } from '../common/use-save-failure';
import { moveItem } from './script.rules';
import type { ScriptItem } from './scripts.resource';
import { useSaveOrder } from './use-scripts';

/**
 * 'Change order' → 'Save order' (spec 001 §4): while ordering, the steps are a working copy moved up and down;
 * saving writes every step's new order in one call. The copy is dropped once saved (the list reloads).
 */
export function useStepOrder(scriptId: string, steps: ScriptItem[], texts: { saved: string }) {
  const [working, setWorking] = useState<ScriptItem[] | null>(null);
  const save = useSaveOrder(scriptId);
  const saveFailed = useSaveFailure();
  const ordering = working !== null;
  return {
    ordering,
    saving: save.isPending,
    items: working ?? steps,
    move: (index: number, direction: -1 | 1) =>
      setWorking((current) => moveItem(current ?? steps, index, direction)),
    toggle: () => {
      if (!working) {
        setWorking(steps);
        return;
      }
      save.mutate(
        working.map((item) => item.id),
        {
          onSuccess: () => {
            setWorking(null);
            toast.success(texts.saved);
          },
          onError: (failure) => saveFailed(failure),
        },
      );
    },
  };
}
