import type { RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';
import { rpc } from './rpc';
import { calendarServiceHandlers } from './functions';

/**
 * Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts (tables and the
 * RPCs of ./rpc.ts) and the calendar-service edge function (./calendar-service.ts).
 */
export const handlers: RequestHandler[] = [
  ...createPostgrestHandlers(db, { rpc }),
  ...calendarServiceHandlers,
];
