/** mf-billing's query keys of what several features read (the currencies, whether the clinic has invoices). */
export const commonKeys = {
  all: ['mf-billing'] as const,
  currencies: () => [...commonKeys.all, 'currencies'] as const,
  invoicesEnabled: (clinicId: string) => [...commonKeys.all, 'invoices-enabled', clinicId] as const,
};
