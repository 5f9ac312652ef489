import { startEarlyBoot } from './boot/early-boot';

// Before the async boundary: the deployment files, the first route's remote and the stored session's check
// start now, in parallel with the shell's own code (boot/early-boot.ts).
const boot = startEarlyBoot();
// Async boundary: the federation runtime resolves the shared singletons before any of them is imported.
// It waits for the deployment files (preloaded by index.html: a few ms from the HTTP cache) so that the session
// check and the first remote's manifest, which need them, are requested before the shell's own code is
// evaluated; otherwise they wait behind that evaluation (~100 ms of main thread, measured).
void Promise.allSettled([boot.config, boot.registry]).then(() => import('./bootstrap'));
