/** Query keys of the patient lists (own and free); first element the remote's name. */
export const patientListKeys = {
  all: ['mf-patients', 'patient-list'] as const,
  /** The whole own list (up to WHOLE_LIST_LIMIT), searched in the browser. */
  ownWhole: (includeFinished: boolean) => [...patientListKeys.all, 'own-whole', includeFinished] as const,
  /** One search of a longer own list, paged by the database. */
  own: (query: string, includeFinished: boolean) =>
    [...patientListKeys.all, 'own', query, includeFinished] as const,
  free: (query: string) => [...patientListKeys.all, 'free', query] as const,
};
