import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { calendarPages } from './routes';
import { handlers } from './mocks/handlers';

void runStandalone({ name: 'mf-calendar', lifecycles, routes: calendarPages.owned, handlers });
