import { useQuery } from '@tanstack/react-query';
import { sessionSummaryKeys } from './session-summary.keys';
import { fetchSessionSummary } from './session-summary.resource';

export const useSessionSummary = (appointmentId: string) =>
  useQuery({
    queryKey: sessionSummaryKeys.summary(appointmentId),
    queryFn: () => fetchSessionSummary(appointmentId),
    enabled: Boolean(appointmentId),
  });
