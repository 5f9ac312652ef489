export const journalLogsKeys = {
  all: ['mf-journal', 'journal-logs'] as const,
  history: (journalId: string) => [...journalLogsKeys.all, 'history', journalId] as const,
};
