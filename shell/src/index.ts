import { startEarlyBoot } from './boot/early-boot';

// Before the async boundary: the deployment files, the first route's remote and the stored session's check
// start now, in parallel with the shell's own code (boot/early-boot.ts).
startEarlyBoot();
// Async boundary: the federation runtime resolves the shared singletons before any of them is imported.
void import('./bootstrap');
