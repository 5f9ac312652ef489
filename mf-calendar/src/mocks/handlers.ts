import type { RequestHandler } from 'msw';
import { calendarHandlers } from '../calendar/calendar.handlers';
import { appointmentFormHandlers } from '../appointment-form/appointment-form.handlers';
import { calendarIntegrationHandlers } from '../calendar-integration/calendar-integration.handlers';
import { workingHoursHandlers } from '../working-hours/working-hours.handlers';

/** Mock API for QA mode and unit tests. The page frames of this remote fetch nothing yet. */
// The calendar screen's handlers come first: they answer only its own requests and pass the rest on.
export const handlers: RequestHandler[] = [
  ...calendarHandlers,
  ...workingHoursHandlers,
  ...appointmentFormHandlers,
  ...calendarIntegrationHandlers,
];
