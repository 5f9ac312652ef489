import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useErrorMessage } from 'shared-ui';
import { isDuplicate } from 'supabase-client';
import { nameMessage } from './name.rules';

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

/**
 * A catalogue form's refused save: a name another user took since the list loaded is shown on the name field
 * (`form.setError`, as the schema's own check shows it) and toasted; anything else as useSaveFailure says.
 */
export function useNameSaveFailure(
  setError: (field: 'name', error: { message: string }) => void,
  feature: string,
) {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  return (failure: unknown) =>
    saveFailed(failure, () => {
      const key = nameMessage(feature, 'duplicate');
      setError('name', { message: key });
      toast.error(t(key));
    });
}
