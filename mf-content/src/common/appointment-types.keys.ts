export const appointmentTypeKeys = {
  all: ['mf-content', 'appointment-types'] as const,
  list: (clinicId: string) => [...appointmentTypeKeys.all, 'list', clinicId] as const,
  defaultType: (clinicId: string) => [...appointmentTypeKeys.all, 'default', clinicId] as const,
  currencies: ['mf-content', 'currencies'] as const,
};
