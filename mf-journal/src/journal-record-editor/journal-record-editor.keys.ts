export const journalEditorKeys = {
  all: ['mf-journal', 'journal-record-editor'] as const,
  journal: (journalId: string) => [...journalEditorKeys.all, 'journal', journalId] as const,
  appointment: (appointmentId: string) => [...journalEditorKeys.all, 'appointment', appointmentId] as const,
  record: (recordId: string) => [...journalEditorKeys.all, 'record', recordId] as const,
  variables: (patientUserId: string) => [...journalEditorKeys.all, 'variables', patientUserId] as const,
  templates: ['mf-journal', 'journal-record-editor', 'templates'] as const,
};
