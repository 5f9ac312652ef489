import type { RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { rpc } from './rpc';
import { inviteFunctionHandlers } from './functions';
import { storageHandlers } from './storage';

/**
 * Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts (tables and the
 * RPCs of ./rpc.ts), the invite-patient edge function (./functions.ts) and avatar uploads
 * (./storage.ts).
 */
export const handlers: RequestHandler[] = [
  ...inviteFunctionHandlers,
  ...storageHandlers,
  ...createPostgrestHandlers(db, { rpc }),
];
