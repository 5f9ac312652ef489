/** Query keys of the live session (first element the remote's name; invalidate the narrowest key). */
export const liveSessionKeys = {
  all: ['mf-journal', 'live-session'] as const,
  session: (appointmentId: string) => [...liveSessionKeys.all, 'session', appointmentId] as const,
  sharing: (appointmentId: string) => [...liveSessionKeys.all, 'sharing', appointmentId] as const,
  cgi: (appointmentId: string) => [...liveSessionKeys.all, 'cgi', appointmentId] as const,
  room: (appointmentId: string) => [...liveSessionKeys.all, 'room', appointmentId] as const,
  catalogue: (name: string) => [...liveSessionKeys.all, 'catalogue', name] as const,
  templates: (appointmentTypeId: string) => [...liveSessionKeys.all, 'templates', appointmentTypeId] as const,
  notes: (appointmentId: string) => [...liveSessionKeys.all, 'notes', appointmentId] as const,
  previousRecords: (patientUserId: string) =>
    [...liveSessionKeys.all, 'previous-records', patientUserId] as const,
};
