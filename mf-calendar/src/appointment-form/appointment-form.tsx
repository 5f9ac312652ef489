import type { AppointmentFormMode } from './appointment-form-drawer';

export interface AppointmentFormProps {
  mode: AppointmentFormMode;
  /** Called after a successful save or cancel with the appointment's id. */
  onDone(appointmentId: string): void;
}

export function AppointmentForm(_props: AppointmentFormProps) {
  return <form aria-busy="true" />;
}
