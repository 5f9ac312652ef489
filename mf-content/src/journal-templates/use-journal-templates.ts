import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { journalTemplateKeys } from './journal-templates.keys';
import {
  createJournalTemplate,
  deleteJournalTemplate,
  fetchJournalTemplates,
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

export function useSaveJournalTemplate(appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: JournalTemplateInput & { id?: string }) =>
      id ? updateJournalTemplate(id, input) : createJournalTemplate(clinicId, appointmentTypeId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: journalTemplateKeys.byType(appointmentTypeId) }),
  });
}

export function useRemoveJournalTemplate(appointmentTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalTemplate,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: journalTemplateKeys.byType(appointmentTypeId) }),
  });
}
