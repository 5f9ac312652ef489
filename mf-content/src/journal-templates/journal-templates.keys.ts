export const journalTemplateKeys = {
  all: ['mf-content', 'journal-templates'] as const,
  byType: (appointmentTypeId: string) => [...journalTemplateKeys.all, 'by-type', appointmentTypeId] as const,
  scriptOptions: (appointmentTypeId: string) =>
    [...journalTemplateKeys.all, 'script-options', appointmentTypeId] as const,
  stepOptions: (scriptId: string) => [...journalTemplateKeys.all, 'step-options', scriptId] as const,
};
