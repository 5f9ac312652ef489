import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, useSingleFlightMutation } from 'shared-ui';
import { nextOrder } from './script.rules';
import { scriptKeys } from './scripts.keys';
import {
  createEnding,
  createScript,
  createStep,
  deleteScript,
  deleteScriptItem,
  fetchForms,
  fetchPresentationOptions,
  fetchScriptItems,
  fetchScripts,
  saveOrder,
  updateScript,
  updateStep,
  type ScriptInput,
  type StepInput,
} from './scripts.resource';

export function useScripts(appointmentTypeId: string | undefined) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: scriptKeys.byType(appointmentTypeId ?? ''),
    queryFn: () => fetchScripts(clinicId, appointmentTypeId!),
    enabled: Boolean(clinicId && appointmentTypeId),
  });
}

export function useSaveScript(appointmentTypeId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, count, ...input }: ScriptInput & { id?: string; count: number }) =>
      id ? updateScript(id, input) : createScript(clinicId, appointmentTypeId, count, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.byType(appointmentTypeId) }),
  });
}

export function useRemoveScript(appointmentTypeId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.byType(appointmentTypeId) }),
  });
}

export function useScriptItems(scriptId: string | undefined) {
  const clinicId = useSession()?.clinicId ?? '';
  const query = useQuery({
    queryKey: scriptKeys.items(scriptId ?? ''),
    queryFn: () => fetchScriptItems(clinicId, scriptId!),
    enabled: Boolean(clinicId && scriptId),
  });
  const items = query.data ?? [];
  return {
    ...query,
    steps: items.filter((item) => !item.isEnding),
    endings: items.filter((item) => item.isEnding),
  };
}

export function useSaveStep(scriptId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, existing, ...input }: StepInput & { id?: string; existing: readonly unknown[] }) =>
      id ? updateStep(id, input) : createStep(clinicId, scriptId, nextOrder(existing), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.items(scriptId) }),
  });
}

export function useAddEnding(scriptId: string) {
  const clinicId = useSession()?.clinicId ?? '';
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ type, existing }: { type: string; existing: readonly unknown[] }) =>
      createEnding(clinicId, scriptId, nextOrder(existing), type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.items(scriptId) }),
  });
}

export function useRemoveScriptItem(scriptId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteScriptItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptKeys.items(scriptId) }),
  });
}

export function useSaveOrder(scriptId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (orderedIds: string[]) => saveOrder(scriptId, orderedIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptKeys.items(scriptId) }),
  });
}

export function useForms() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: scriptKeys.forms(clinicId),
    queryFn: () => fetchForms(clinicId),
    enabled: Boolean(clinicId),
  });
}

export function usePresentationOptions() {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: scriptKeys.presentations(clinicId),
    queryFn: () => fetchPresentationOptions(clinicId),
    enabled: Boolean(clinicId),
  });
}
