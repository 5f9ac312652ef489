/** Query keys of the patient journal (list, access state); first element the remote's name. */
export const patientJournalKeys = {
  all: ['mf-journal', 'patient-journal'] as const,
  patient: (patientUserId: string) => [...patientJournalKeys.all, 'patient', patientUserId] as const,
  access: (patientUserId: string) => [...patientJournalKeys.all, 'access', patientUserId] as const,
  records: (journalId: string) => [...patientJournalKeys.all, 'records', journalId] as const,
  recordPages: (journalId: string) => [...patientJournalKeys.records(journalId), 'pages'] as const,
  allRecords: (journalId: string) => [...patientJournalKeys.records(journalId), 'all'] as const,
};
