import { useState } from 'react';
import { toast } from 'shared-ui';
import { DuplicateNameError } from './db-error';
import { nameError, NAME_MAX_LENGTH, type NameErrorKind, type NamedItem } from './name-rules';

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

  const check = (): boolean => {
    const kind = nameError(value, others, editing, max);
    setError(kind ? text(kind) : undefined);
    if (kind === 'duplicate') toast.error(text('duplicate'));
    return !kind;
  };

  /** Returns true when the failure was a duplicate name (handled here); the caller reports anything else. */
  const handleSaveError = (failure: unknown): boolean => {
    if (!(failure instanceof DuplicateNameError)) return false;
    setError(text('duplicate'));
    toast.error(text('duplicate'));
    return true;
  };

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
