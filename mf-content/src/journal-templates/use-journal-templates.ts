import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { journalTemplateKeys } from './journal-templates.keys';
import {
  createJournalTemplate,
  deleteJournalTemplate,
  fetchJournalTemplates,
  fetchScriptOptions,
  fetchStepOptions,
  updateJournalTemplate,
  type JournalTemplateInput,
} from './journal-templates.resource';

export function useJournalTemplates(appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: journalTemplateKeys.byType(appointmentTypeId),
    queryFn: () => fetchJournalTemplates(clinicId, appointmentTypeId),
    enabled: Boolean(clinicId && appointmentTypeId),
  });
}

/** The editor's script picker (the Scripts tab's scripts of this appointment type). */
export function useScriptOptions(appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: journalTemplateKeys.scriptOptions(appointmentTypeId),
    queryFn: () => fetchScriptOptions(clinicId, appointmentTypeId),
    enabled: Boolean(clinicId && appointmentTypeId),
  });
}

/** The editor's step picker: the chosen script's steps; none until a script is chosen. */
export function useStepOptions(scriptId: string | undefined) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: journalTemplateKeys.stepOptions(scriptId ?? ''),
    queryFn: () => fetchStepOptions(clinicId, scriptId!),
    enabled: Boolean(clinicId && scriptId),
  });
}

export function useSaveJournalTemplate(appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...input }: JournalTemplateInput & { id?: string }) =>
      id ? updateJournalTemplate(id, input) : createJournalTemplate(clinicId, appointmentTypeId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: journalTemplateKeys.byType(appointmentTypeId) }),
  });
}

export function useRemoveJournalTemplate(appointmentTypeId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteJournalTemplate,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: journalTemplateKeys.byType(appointmentTypeId) }),
  });
}
