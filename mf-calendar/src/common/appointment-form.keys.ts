/** Query keys of the appointment form (first element the remote, second the feature). */
export const appointmentFormKeys = {
  all: ['mf-calendar', 'appointment-form'] as const,
  appointmentTypes: (clinicId: string) =>
    [...appointmentFormKeys.all, 'appointment-types', clinicId] as const,
  appointments: ['mf-calendar', 'appointment-form', 'appointment'] as const,
  appointment: (id: string) => [...appointmentFormKeys.appointments, id] as const,
  /** Free starts of a therapist on a day (bookings and working hours change them). */
  freeTimeslots: ['mf-calendar', 'appointment-form', 'free-timeslots'] as const,
  freeTimeslotsOf: (q: object) => [...appointmentFormKeys.freeTimeslots, q] as const,
  /** Therapists free at a time (bookings, working hours and calendar integrations change them). */
  availableTherapists: ['mf-calendar', 'appointment-form', 'available-therapists'] as const,
  availableTherapistsAt: (clinicId: string, start: string, appointmentTypeId: string) =>
    [...appointmentFormKeys.availableTherapists, clinicId, start, appointmentTypeId] as const,
  /** The patient select's options (a booking moves a patient out of 'Free patients'). */
  patientOptions: ['mf-calendar', 'appointment-form', 'patient-options'] as const,
  patientOptionsFor: (userId: string, query: string) =>
    [...appointmentFormKeys.patientOptions, userId, 'search', query] as const,
  patientOption: (userId: string, id: string) =>
    [...appointmentFormKeys.patientOptions, userId, 'one', id] as const,
  userName: (id: string) => [...appointmentFormKeys.all, 'user-name', id] as const,
};
