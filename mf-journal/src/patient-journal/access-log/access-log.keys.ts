export const accessLogKeys = {
  all: ['mf-journal', 'access-log'] as const,
  patient: (patientUserId: string) => [...accessLogKeys.all, patientUserId] as const,
};
