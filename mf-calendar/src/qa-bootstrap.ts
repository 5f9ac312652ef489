import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { calendarPages } from './routes';
import { handlers } from './mocks/handlers';
import { calendarServiceMock, integratedCalendarServiceState } from './mocks/functions';

// The QA user is integrated in the mock database; the calendar service starts agreeing with it.
calendarServiceMock.state = integratedCalendarServiceState();

void runStandalone({ name: 'mf-calendar', lifecycles, routes: calendarPages.paths, handlers });
