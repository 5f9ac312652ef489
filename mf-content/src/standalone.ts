// QA mode entry (npm start -w mf-content): the async boundary lets the shared singletons resolve first.
void import('./qa-bootstrap');
