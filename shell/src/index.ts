// Async boundary: the federation runtime resolves the shared singletons before any of them is imported.
void import('./bootstrap');
