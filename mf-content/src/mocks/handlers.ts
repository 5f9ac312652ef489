import type { RequestHandler } from 'msw';
import { createPostgrestHandlers } from 'shared-ui/testing/mock-api';
import { db } from './db';

/** Mock API for QA mode and unit tests: PostgREST answered from the one database of ./db.ts. */
export const handlers: RequestHandler[] = [
  ...createPostgrestHandlers(db, {
    rpc: {
      reorder_script_steps: ({ p_script_id, p_ordered_ids }) => {
        (p_ordered_ids as string[]).forEach((stepId, index) =>
          db.update('script_steps', (row) => row.id === stepId && row.script_id === p_script_id, {
            order: index,
          }),
        );
        return null;
      },
    },
  }),
];
