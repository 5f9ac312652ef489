import type { RpcHandlers } from 'shared-ui/testing/mock-api';
import { journalRpc } from './journal';
import { liveSessionRpc } from './live-session';

/** The remote's RPCs over the mock database, one module per area. */
export const rpc: RpcHandlers = { ...journalRpc, ...liveSessionRpc };
