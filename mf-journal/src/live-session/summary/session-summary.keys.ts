export const sessionSummaryKeys = {
  all: ['mf-journal', 'session-summary'] as const,
  summary: (appointmentId: string) => [...sessionSummaryKeys.all, appointmentId] as const,
};
