import { AppointmentTypePage } from './appointment-types/appointment-type-page';
import { JournalTemplatesTab } from './journal-templates/journal-templates-tab';
import { ScriptsTab } from './scripts/scripts-tab';

// The appointment type's two tabs are two features' lists: composed here, above the feature folders, so
// appointment-types/ does not import scripts/ or journal-templates/.
export const ScriptsTabPage = () => (
  <AppointmentTypePage tab="scripts" renderTab={(id) => <ScriptsTab appointmentTypeId={id} />} />
);
export const TemplatesTabPage = () => (
  <AppointmentTypePage
    tab="journal-templates"
    renderTab={(id) => <JournalTemplatesTab appointmentTypeId={id} />}
  />
);
