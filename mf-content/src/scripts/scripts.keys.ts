export const scriptKeys = {
  all: ['mf-content', 'scripts'] as const,
  byType: (appointmentTypeId: string) => [...scriptKeys.all, 'by-type', appointmentTypeId] as const,
  items: (scriptId: string) => [...scriptKeys.all, 'items', scriptId] as const,
  forms: (clinicId: string) => ['mf-content', 'forms', clinicId] as const,
  presentations: (clinicId: string) => ['mf-content', 'script-presentations', clinicId] as const,
};
