/** Query keys of the pre-screening page; first element the remote's name. */
export const preScreeningKeys = {
  all: ['mf-patients', 'pre-screening'] as const,
  detail: (appointmentId: string) => [...preScreeningKeys.all, appointmentId] as const,
};
