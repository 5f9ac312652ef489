import type { RequestHandler } from 'msw';

/** Mock API for QA mode and unit tests. The page frames of this remote fetch nothing yet. */
export const handlers: RequestHandler[] = [];
