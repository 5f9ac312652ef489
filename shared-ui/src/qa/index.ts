export { runStandalone, type StandaloneOptions } from './run-standalone';
