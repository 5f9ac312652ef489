// Plain-Node entry of the local stack (Node 20 cannot run TypeScript by itself): registers tsx for the
// stack's own .ts modules, then re-exports the supervisor API.
//   import { startStack } from 'supabase/local';
//   const stack = await startStack({ apiPort: 0, dbPort: 0, inboxPort: 0 });  // ... await stack.stop();
import { register } from 'tsx/esm/api';

register();
const mod = await import('./stack.ts');

export const startStack = mod.startStack;
