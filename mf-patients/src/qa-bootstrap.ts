import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { patientsPages } from './routes';
import { handlers } from './mocks/handlers';

void runStandalone({ name: 'mf-patients', lifecycles, routes: patientsPages.paths, handlers });
