import { createParcelLifecycles } from 'shared-ui';
import { PatientJournal, type PatientJournalProps } from '../patient-journal/patient-journal';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

/**
 * `mf-journal/parcels/patient-journal`: the patient profile's Journal tab (mf-patients mounts it with
 * `<RemoteParcel remote="mf-journal" parcel="patient-journal" props={{ patientId }} />`).
 */
export type PatientJournalParcelProps = PatientJournalProps;

export const { bootstrap, mount, unmount, update } = createParcelLifecycles<PatientJournalParcelProps>(
  PatientJournal,
  {
    namespace: 'mf-journal',
    translations: { en, no },
  },
);
