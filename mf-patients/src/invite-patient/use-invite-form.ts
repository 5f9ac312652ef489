import { useState } from 'react';
import { useSchemaForm } from 'shared-ui/forms';
import { EMPTY_INVITE_FORM, inviteSchema, setCanChooseHimself, type InviteFormValues } from './invite.rules';

/**
 * The invite form (shared-ui/forms with inviteSchema): errors show after the first submit and then follow
 * every change; a failed send keeps everything typed. Checking "can choose himself" clears type and therapist
 * (the rule in invite.rules.ts); the advanced panel opens by itself when the therapist is missing.
 */
export function useInviteForm() {
  const form = useSchemaForm(inviteSchema, { defaultValues: EMPTY_INVITE_FORM });
  const [opened, setOpened] = useState(false);
  const advancedOpen = opened || Boolean(form.formState.errors.therapistId);

  const setCanChoose = (checked: boolean) => {
    const current = form.getValues();
    const next = setCanChooseHimself(current, checked);
    for (const field of Object.keys(next) as (keyof InviteFormValues)[])
      if (next[field] !== current[field])
        form.setValue(field, next[field], { shouldValidate: form.formState.isSubmitted });
  };

  return {
    form,
    values: form.watch(),
    setCanChoose,
    advancedOpen,
    toggleAdvanced: () => setOpened(!advancedOpen),
  };
}
