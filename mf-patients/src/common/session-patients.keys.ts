/** Query keys of the waiting room and the first-appointment list; first element the remote's name. */
export const sessionPatientKeys = {
  all: ['mf-patients', 'session-patients'] as const,
  waiting: (userId: string) => [...sessionPatientKeys.all, 'waiting', userId] as const,
  firstAppointment: (userId: string) => [...sessionPatientKeys.all, 'first-appointment', userId] as const,
};
