import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { patientListKeys } from '../common/patient-list.keys';
import { patientProfileKeys } from '../common/patient-profile.keys';
import { useSchemaForm } from 'shared-ui/forms';
import {
  avatarError,
  editPatientSchema,
  editRequest,
  type AvatarError,
  type EditPatientValues,
} from './edit-patient.rules';
import { fetchEditablePatient, savePatient, uploadPatientAvatar } from './edit-patient.resource';
import { inviteKeys } from './invite-patient.keys';
import { useSingleFlightMutation } from 'shared-ui';

export function useEditablePatient(patientId: string) {
  return useQuery({
    queryKey: inviteKeys.edit(patientId),
    queryFn: () => fetchEditablePatient(patientId),
  });
}

/**
 * The edit form (shared-ui/forms with editPatientSchema, filled from the loaded row) and the picked picture
 * beside it. A failed upload or save keeps everything typed and the picked picture; errors show after the first
 * submit and then follow every change.
 */
export function useEditPatientForm(initial: EditPatientValues) {
  const form = useSchemaForm(editPatientSchema, {
    defaultValues: { firstName: initial.firstName, lastName: initial.lastName, phone: initial.phone },
  });
  const [avatar, setAvatar] = useState<{ file: File; preview: string | null } | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<AvatarError | null>(null);

  return {
    form,
    avatar,
    avatarProblem,
    pickAvatar: (file: File | undefined) => {
      if (!file) return;
      const problem = avatarError(file);
      setAvatarProblem(problem);
      if (problem) return;
      setAvatar({ file, preview: null });
      // A data URL (not an object URL): nothing to revoke, and it works in every test environment too.
      const reader = new FileReader();
      reader.onload = () =>
        setAvatar((current) =>
          current?.file === file
            ? { file, preview: typeof reader.result === 'string' ? reader.result : null }
            : current,
        );
      reader.readAsDataURL(file);
    },
  };
}

/** Upload the picture (if one was picked), then write the row; the lists and the profile show the change. */
export function useSavePatient(patientId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async ({ values, avatar }: { values: EditPatientValues; avatar: File | null }) => {
      // A refused upload is an ApiError with hint avatar_upload_failed: nothing was written.
      const avatarUrl = avatar ? await uploadPatientAvatar(patientId, avatar) : undefined;
      await savePatient(patientId, editRequest(values), avatarUrl);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inviteKeys.edit(patientId) }),
        client.invalidateQueries({ queryKey: patientProfileKeys.profile(patientId) }),
        client.invalidateQueries({ queryKey: patientListKeys.all }),
      ]),
  });
}
