// QA mode entry (npm start -w mf-billing): the async boundary lets the shared singletons resolve first.
void import('./qa-bootstrap');
