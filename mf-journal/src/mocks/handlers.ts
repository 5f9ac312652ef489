import type { RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { journalRpc } from './journal-rpc';
import { liveSessionRpc } from './live-session-rpc';
import { journalFunctionHandlers } from './journal-functions';

/**
 * Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts (tables and the
 * journal RPCs of ./journal-rpc.ts) and the PDF functions + journal-pdfs bucket (./journal-functions.ts).
 */
export const handlers: RequestHandler[] = [
  ...createPostgrestHandlers(db, { rpc: { ...journalRpc, ...liveSessionRpc } }),
  ...journalFunctionHandlers,
];
