import { AppointmentTypePage } from './appointment-type-page';

export const ScriptsTabPage = () => <AppointmentTypePage tab="scripts" />;
export const TemplatesTabPage = () => <AppointmentTypePage tab="journal-templates" />;
