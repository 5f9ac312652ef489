import { useQuery } from '@tanstack/react-query';
import { preScreeningKeys } from './pre-screening.keys';
import { fetchPreScreening } from './pre-screening.resource';

export function usePreScreening(appointmentId: string) {
  return useQuery({
    queryKey: preScreeningKeys.detail(appointmentId),
    queryFn: () => fetchPreScreening(appointmentId),
  });
}
