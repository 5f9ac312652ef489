import type { PaymentCategory } from './payment.rules';

/** mf-billing's payments query keys (invalidate the narrowest one). */
export const paymentKeys = {
  all: ['mf-billing', 'payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (category: PaymentCategory) => [...paymentKeys.lists(), category] as const,
  histories: () => [...paymentKeys.all, 'history'] as const,
  history: (appointmentId: string) => [...paymentKeys.histories(), appointmentId] as const,
  item: (appointmentId: string) => [...paymentKeys.all, 'item', appointmentId] as const,
};
