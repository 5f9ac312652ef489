import { CardGrid } from 'shared-ui';
import type { SessionPatient } from './session-patients.resource';
import { SessionPatientCard } from './session-patient-card';
import { useEnterSession, useNow } from './use-session-patients';

/**
 * The session cards of the waiting room and the first-appointment list: each with 'Enter' under the start
 * rule, on a clock that ticks each minute. `live` announces changes (the waiting room refetches on its own).
 */
export function SessionPatientGrid({
  patients,
  live = false,
}: {
  patients: SessionPatient[];
  live?: boolean;
}) {
  const enter = useEnterSession();
  const now = useNow();
  return (
    <CardGrid $minWidth="300px" aria-live={live ? 'polite' : undefined}>
      {patients.map((patient) => (
        <SessionPatientCard
          key={patient.appointmentId}
          patient={patient}
          now={now}
          onEnter={enter.enter}
          entering={enter.entering(patient.appointmentId)}
        />
      ))}
    </CardGrid>
  );
}
