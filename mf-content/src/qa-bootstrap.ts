import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { contentPages } from './routes';
import { handlers } from './mocks/handlers';
import { prepareQaWorld } from './mocks/qa-world';

prepareQaWorld();
void runStandalone({ name: 'mf-content', lifecycles, routes: contentPages.paths, handlers });
