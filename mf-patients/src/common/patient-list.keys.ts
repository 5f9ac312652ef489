/** Query keys of the patient lists (own and free); first element the remote's name. */
export const patientListKeys = {
  all: ['mf-patients', 'patient-list'] as const,
  own: (query: string, includeFinished: boolean) =>
    [...patientListKeys.all, 'own', query, includeFinished] as const,
  free: (query: string) => [...patientListKeys.all, 'free', query] as const,
};
