import { useQuery } from '@tanstack/react-query';
import { accessLogKeys } from './access-log.keys';
import { listAccessLog } from './access-log.resource';

export function useAccessLog(patientUserId: string, enabled: boolean) {
  return useQuery({
    queryKey: accessLogKeys.patient(patientUserId),
    queryFn: () => listAccessLog(patientUserId),
    enabled,
  });
}
