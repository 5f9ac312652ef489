import { createParcelLifecycles } from 'shared-ui';
import { JournalLogs, type JournalLogsProps } from '../patient-journal/journal-logs/journal-logs';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

/**
 * `mf-journal/parcels/journal-logs`: the patient profile's Journal logs tab (mf-patients mounts it with
 * `<RemoteParcel remote="mf-journal" parcel="journal-logs" props={{ patientId }} />`).
 */
export type JournalLogsParcelProps = JournalLogsProps;

export const { bootstrap, mount, unmount, update } = createParcelLifecycles<JournalLogsParcelProps>(
  JournalLogs,
  {
    namespace: 'mf-journal',
    translations: { en, no },
  },
);
