import { useCallback } from 'react';
import { toast, useErrorMessage } from 'shared-ui';
import { isDuplicate } from 'supabase-client';

/**
 * What a form shows when its save is refused: a name taken meanwhile (a unique index, SQLSTATE 23505) goes to
 * `onDuplicate` when the form has a name field, anything else is toasted through shared-ui's useErrorMessage
 * (the database's hint as `errors.<hint>`, a lost connection, else `fallbackKey`, 'Error during saving changes').
 */
export function useSaveFailure(fallbackKey = 'common.saveFailed') {
  const errorText = useErrorMessage('mf-content');
  return useCallback(
    (failure: unknown, onDuplicate?: () => void) => {
      if (onDuplicate && isDuplicate(failure)) onDuplicate();
      else toast.error(errorText(failure, fallbackKey));
    },
    [errorText, fallbackKey],
  );
}
