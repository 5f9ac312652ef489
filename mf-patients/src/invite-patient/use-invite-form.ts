import { useState } from 'react';
import {
  EMPTY_INVITE_FORM,
  emailWhileTyping,
  setCanChooseHimself,
  validateInvite,
  type InviteErrors,
  type InviteFormValues,
} from './invite.rules';

/**
 * The invite form's values and errors. Errors show after the first submit and then follow every change; a
 * failed send keeps everything typed (the values live here, not in the request).
 */
export function useInviteForm() {
  const [values, setValues] = useState<InviteFormValues>(EMPTY_INVITE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const errors: InviteErrors = submitted ? validateInvite(values) : {};
  const [advancedOpen, setAdvancedOpen] = useState(false);

  const set = <K extends keyof InviteFormValues>(key: K, value: InviteFormValues[K]) =>
    setValues((current) => ({
      ...current,
      [key]: key === 'email' ? emailWhileTyping(String(value)) : value,
    }));

  return {
    values,
    errors,
    set,
    setCanChoose: (checked: boolean) => setValues((current) => setCanChooseHimself(current, checked)),
    advancedOpen,
    toggleAdvanced: () => setAdvancedOpen((open) => !open),
    /** Marks the form submitted; true when it may be sent. */
    trySubmit: (): boolean => {
      setSubmitted(true);
      const found = validateInvite(values);
      if (found.therapistId) setAdvancedOpen(true);
      return Object.keys(found).length === 0;
    },
  };
}
