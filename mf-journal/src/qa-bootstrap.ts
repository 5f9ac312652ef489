import { runStandalone } from 'shared-ui/qa';
import * as lifecycles from './app';
import { journalPages } from './routes';
import { handlers } from './mocks/handlers';
import { qaPages } from './mocks/qa-pages';

// Every page of mf-journal has an `:id`, which the QA host cannot link by itself. The banner links one address
// with mock data per page instead (./mocks/qa-pages.ts, checked by ./mocks/qa.test.tsx), the first one
// opening by default; the remote stays active on every route prefix it owns.
void runStandalone({
  name: 'mf-journal',
  lifecycles,
  routes: [...qaPages.map((page) => page.url), ...journalPages.paths],
  handlers,
});
