import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveTopics, useRealtimeInvalidate, useSession, useSingleFlightMutation } from 'shared-ui';
import type { PaymentCategory } from './payment.rules';
import { paymentKeys } from './payments.keys';
import {
  PAGE_SIZE,
  listPaymentHistory,
  listPaymentItems,
  removePaymentItem,
  sendPaymentRequest,
} from './payments.resource';

/** One category's items, 25 at a time (the large seed has thousands of open items). */
export function usePaymentItems(category: PaymentCategory) {
  return useInfiniteQuery({
    queryKey: paymentKeys.list(category),
    queryFn: ({ pageParam }) => listPaymentItems(category, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined),
  });
}

/**
 * Keeps the screen live: a payment settled by the provider changes the appointment (is_paid) or the request
 * (status, errorMessage) on the server, not through this page.
 */
export function useLivePayments() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const clinicId = session?.clinicId ?? '';
  useRealtimeInvalidate({
    topic: liveTopics.therapist(clinicId, userId),
    tables: ['appointments', 'payments'],
    queryKeys: [paymentKeys.lists(), paymentKeys.histories()],
    enabled: Boolean(userId && clinicId),
  });
}

export function usePaymentHistory(appointmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.history(appointmentId),
    queryFn: () => listPaymentHistory(appointmentId),
    enabled,
  });
}

/** One request at a time: a double click re-sends nothing (the database keeps one open request anyway). */
export function useSendPayment() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (appointmentId: string) => sendPaymentRequest(appointmentId),
    onSettled: (_data, _error, appointmentId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentKeys.lists() }),
        client.invalidateQueries({ queryKey: paymentKeys.history(appointmentId) }),
      ]),
  });
}

export function useRemovePayment() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (appointmentId: string) => removePaymentItem(appointmentId),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.lists() }),
  });
}
