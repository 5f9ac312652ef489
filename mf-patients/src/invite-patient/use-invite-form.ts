import { useState } from 'react';
import { useSchemaForm } from 'shared-ui/forms';
import { EMPTY_INVITE_FORM, inviteSchema, setCanChooseHimself } from './invite.rules';

/**
 * The invite form (shared-ui/forms with inviteSchema): errors show after the first submit and then follow
 * every change; a failed send keeps everything typed. Checking "can choose himself" clears type and therapist
 * (the rule in invite.rules.ts); the advanced panel opens by itself when the therapist is missing.
 */
export function useInviteForm() {
  const form = useSchemaForm(inviteSchema, { defaultValues: EMPTY_INVITE_FORM });
  const [opened, setOpened] = useState(false);
  const advancedOpen = opened || Boolean(form.formState.errors.therapistId);

  return {
    form,
    values: form.watch(),
    setCanChoose: (checked: boolean) => form.update((current) => setCanChooseHimself(current, checked)),
    advancedOpen,
    toggleAdvanced: () => setOpened(!advancedOpen),
  };
}
