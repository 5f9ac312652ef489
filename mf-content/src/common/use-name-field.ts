import { useState } from 'react';
import { toast } from 'shared-ui';
import { useSaveFailure } from './use-save-failure';
import { nameError, NAME_MAX_LENGTH, type NameErrorKind, type NamedItem } from './name.rules';

export interface NameFieldOptions {
  initial?: string;
  /** Other items of the same scope (the loaded list) for the uniqueness check before saving. */
  others: readonly NamedItem[];
  /** The item being edited, with the name it was loaded with (unchanged names are not checked). */
  editing?: { id: string; name: string } | undefined;
  text: (kind: NameErrorKind) => string;
  max?: number;
}

/**
 * A catalogue form's name: value, its message, the check before saving, and the database's refusal of a
 * duplicate (another user may have taken the name since the list loaded) shown the same way.
 */
export function useNameField({
  initial = '',
  others,
  editing,
  text,
  max = NAME_MAX_LENGTH,
}: NameFieldOptions) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const saveFailed = useSaveFailure();

  const check = (): boolean => {
    const kind = nameError(value, others, editing, max);
    setError(kind ? text(kind) : undefined);
    if (kind === 'duplicate') toast.error(text('duplicate'));
    return !kind;
  };

  /** A refused save: a duplicate name is shown on the field, anything else as useSaveFailure's toast. */
  const handleSaveError = (failure: unknown): void =>
    saveFailed(failure, () => {
      setError(text('duplicate'));
      toast.error(text('duplicate'));
    });

  return {
    value,
    error,
    onChange: (next: string) => {
      setValue(next);
      if (error) setError(undefined);
    },
    check,
    handleSaveError,
  };
}
