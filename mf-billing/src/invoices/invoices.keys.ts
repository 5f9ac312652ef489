/** mf-billing's invoice query keys (invalidate the narrowest one). */
export const invoiceKeys = {
  all: ['mf-billing', 'invoices'] as const,
  enabled: (clinicId: string) => ['mf-billing', 'invoices-enabled', clinicId] as const,
  /** Every invoice list (all, or one patient's): invalidate this one. */
  list: () => [...invoiceKeys.all, 'list'] as const,
  listOf: (patientId: string | null) => [...invoiceKeys.list(), patientId] as const,
  patientName: (patientId: string) => ['mf-billing', 'invoice-patient-name', patientId] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  pdf: (id: string, path: string) => [...invoiceKeys.all, 'pdf', id, path] as const,
  nextNumber: () => [...invoiceKeys.all, 'next-number'] as const,
  patients: () => ['mf-billing', 'invoice-patients'] as const,
  /** Every patient's invoice-form appointments (an invoice saved or deleted changes what is offered). */
  allAppointments: () => ['mf-billing', 'invoice-appointments'] as const,
  appointments: (patientId: string, invoiceId: string | null = null) =>
    ['mf-billing', 'invoice-appointments', patientId, invoiceId] as const,
  address: (patientId: string) => ['mf-billing', 'invoice-address', patientId] as const,
};
