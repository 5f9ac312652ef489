import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { routes } from './routes';
import { handlers } from './mocks/handlers';

void runStandalone({ name: 'mf-calendar', lifecycles, routes, handlers });
