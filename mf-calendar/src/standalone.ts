// QA mode entry (npm start -w mf-calendar): the async boundary lets the shared singletons resolve first.
void import('./qa-bootstrap');
