export const journalTemplateKeys = {
  all: ['mf-content', 'journal-templates'] as const,
  byType: (appointmentTypeId: string) => [...journalTemplateKeys.all, 'by-type', appointmentTypeId] as const,
};
