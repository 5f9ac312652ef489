/** mf-billing's appointment-type money settings query keys. */
export const appointmentSettingsKeys = {
  all: ['mf-billing', 'appointment-settings'] as const,
  list: (clinicId: string) => [...appointmentSettingsKeys.all, 'list', clinicId] as const,
  detail: (id: string) => [...appointmentSettingsKeys.all, 'detail', id] as const,
};
