import { useQuery } from '@tanstack/react-query';
import { toast, useErrorMessage, useSession, useSingleFlightMutation } from 'shared-ui';
import { liveSessionKeys } from './live-session.keys';
import {
  fetchDisorders,
  fetchEvaluationStates,
  fetchForms,
  fetchJournalTemplates,
  fetchPackages,
  fetchPages,
  fetchPresentations,
  fetchTherapists,
  stepFileUrl,
} from './live-session-catalogue.resource';
import type { StepFile } from './live-session.types';

// The clinic's catalogue changes rarely: a minute of freshness spares refetches while steps change.
const STALE = 60_000;

export const useForms = (enabled = true) =>
  useQuery({ queryKey: liveSessionKeys.catalogue('forms'), queryFn: fetchForms, staleTime: STALE, enabled });
export const usePresentations = (enabled = true) =>
  useQuery({
    queryKey: liveSessionKeys.catalogue('presentations'),
    queryFn: fetchPresentations,
    staleTime: STALE,
    enabled,
  });
export const usePages = (enabled = true) =>
  useQuery({ queryKey: liveSessionKeys.catalogue('pages'), queryFn: fetchPages, staleTime: STALE, enabled });
export const usePackages = (enabled = true) =>
  useQuery({
    queryKey: liveSessionKeys.catalogue('packages'),
    queryFn: fetchPackages,
    staleTime: STALE,
    enabled,
  });
export const useDisorders = () =>
  useQuery({ queryKey: liveSessionKeys.catalogue('disorders'), queryFn: fetchDisorders, staleTime: STALE });
export const useEvaluationStates = () =>
  useQuery({
    queryKey: liveSessionKeys.catalogue('evaluation-states'),
    queryFn: fetchEvaluationStates,
    staleTime: STALE,
  });

export function useTherapists(enabled = true) {
  const clinicId = useSession()?.clinicId ?? '';
  return useQuery({
    queryKey: liveSessionKeys.catalogue(`therapists:${clinicId}`),
    queryFn: () => fetchTherapists(clinicId),
    staleTime: STALE,
    enabled: enabled && Boolean(clinicId),
  });
}

export const useJournalTemplates = (appointmentTypeId: string | null) =>
  useQuery({
    queryKey: liveSessionKeys.templates(appointmentTypeId ?? ''),
    queryFn: () => fetchJournalTemplates(appointmentTypeId!),
    staleTime: STALE,
    enabled: Boolean(appointmentTypeId),
  });

/** A step's file: a short-lived signed link (private bucket), opened as a download. */
export function useStepFileDownload() {
  const errorText = useErrorMessage('mf-journal');
  return useSingleFlightMutation({
    mutationFn: (file: StepFile) => stepFileUrl(file),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => toast.error(errorText(error, 'liveSession.errors.download')),
  });
}
