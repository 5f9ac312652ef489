import { useQuery } from '@tanstack/react-query';
import { useSession } from 'shared-ui';
import { commonKeys } from './common.keys';
import { fetchCurrencies } from 'shared-ui';
import { isInvoiceEnabled } from './common.resource';

/** The currencies (newest first); they change with a deployment, not while the page is open. */
export function useCurrencies() {
  return useQuery({ queryKey: commonKeys.currencies(), queryFn: fetchCurrencies, staleTime: Infinity });
}

/** Whether the signed-in user's clinic has invoices (undefined while unknown). */
export function useInvoicesEnabled(): boolean | undefined {
  const clinicId = useSession()?.clinicId ?? '';
  const query = useQuery({
    queryKey: commonKeys.invoicesEnabled(clinicId),
    queryFn: () => isInvoiceEnabled(clinicId),
    enabled: Boolean(clinicId),
    staleTime: 5 * 60_000,
  });
  if (!clinicId) return false;
  return query.isError ? false : query.data;
}
