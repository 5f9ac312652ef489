import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createParcelLifecycles } from 'shared-ui';
import { AppointmentForm } from '../appointment-form/appointment-form';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

/**
 * The parcel `mf-calendar/appointment-form`: the create-appointment form for another remote's page (the live
 * session's "Create next appointment" step). Ids and plain values only; see mf-calendar/README.md.
 */
export interface AppointmentFormParcelProps {
  /** The patient to book for (users.id of the patient), preselected in the form. */
  patientUserId?: string;
  /** The therapist to book with; default the signed-in therapist. */
  therapistUserId?: string;
  /** A suggested start, an ISO 8601 instant; the therapist can change it. */
  start?: string;
  /** Called once the appointment is booked (the database accepted it), with its id. */
  onBooked?: (booked: AppointmentBookedDetail) => void;
}

export interface AppointmentBookedDetail {
  appointmentId: string;
}

const Booked = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.status.success.background};
  color: ${({ theme }) => theme.colors.status.success.text};
  font-weight: 600;
`;

export function AppointmentFormParcel({
  patientUserId,
  therapistUserId,
  start,
  onBooked,
}: AppointmentFormParcelProps) {
  const { t } = useTranslation('mf-calendar');
  // New ids from the host are a new booking: a fresh form (its values are initialised once).
  const formKey = `${patientUserId ?? ''}|${therapistUserId ?? ''}|${start ?? ''}`;
  const [bookedFor, setBookedFor] = useState<string | null>(null);

  if (bookedFor === formKey) {
    // Booked: the form is not offered again, so the same appointment cannot be booked twice by accident.
    return <Booked role="status">{t('appointmentForm.created')}</Booked>;
  }
  const startDate = start ? new Date(start) : undefined;
  return (
    <AppointmentForm
      key={formKey}
      mode={{
        kind: 'create',
        ...(startDate && !Number.isNaN(startDate.getTime()) ? { start: startDate } : {}),
        ...(patientUserId ? { patientUserId } : {}),
        ...(therapistUserId ? { therapistUserId } : {}),
      }}
      onDone={(appointmentId) => {
        onBooked?.({ appointmentId });
        setBookedFor(formKey);
      }}
    />
  );
}

export const { bootstrap, mount, unmount, update } = createParcelLifecycles(AppointmentFormParcel, {
  namespace: 'mf-calendar',
  translations: { en, no },
});
