import { useQuery } from '@tanstack/react-query';
import { fetchPreScreening } from './pre-screening.resource';

export const preScreeningKeys = {
  all: ['mf-patients', 'pre-screening'] as const,
  detail: (appointmentId: string) => [...preScreeningKeys.all, appointmentId] as const,
};

export function usePreScreening(appointmentId: string) {
  return useQuery({
    queryKey: preScreeningKeys.detail(appointmentId),
    queryFn: () => fetchPreScreening(appointmentId),
  });
}
