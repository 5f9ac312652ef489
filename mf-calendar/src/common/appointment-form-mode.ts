/**
 * What the appointment form is opened for: a new appointment (optionally at a time, for a patient or
 * therapist) or one to edit. Here because the calendar opens the form and the form reads it.
 */
export type AppointmentFormMode =
  | { kind: 'create'; start?: Date; patientUserId?: string; therapistUserId?: string }
  | { kind: 'edit'; appointmentId: string };
