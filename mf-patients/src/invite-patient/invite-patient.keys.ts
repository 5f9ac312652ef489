/** Query keys of the invite and edit pages; first element the remote's name. */
export const inviteKeys = {
  all: ['mf-patients', 'invite'] as const,
  options: (clinicId: string) => [...inviteKeys.all, 'options', clinicId] as const,
  edit: (patientId: string) => [...inviteKeys.all, 'edit', patientId] as const,
  bookingChoices: (clinicId: string) => [...inviteKeys.all, 'booking-choices', clinicId] as const,
  freeSlots: (therapistId: string, typeId: string, liveSessionType: string, day: string) =>
    [...inviteKeys.all, 'free-slots', therapistId, typeId, liveSessionType, day] as const,
};
