/** Query keys of the working hours (first element the remote, second the feature). */
export const workingHoursKeys = {
  all: ['mf-calendar', 'working-hours'] as const,
  of: (userId: string, firstDate: string) => [...workingHoursKeys.all, userId, firstDate] as const,
};
