import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { billingPages } from './routes';
import { handlers } from './mocks/handlers';

void runStandalone({ name: 'mf-billing', lifecycles, routes: billingPages.paths, handlers });
