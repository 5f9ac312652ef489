// The one way an edge function answers (issue 36, "errors end to end"): every response is made here, so every
// function fails in one shape the client (supabase-client's callFunction) reads into an ApiError:
//
//   HTTP 4xx/5xx  { "error": { "hint": "<stable_snake_case reason>", "message": "<short English sentence>" } }
//
// The hint is what a screen maps to its own text (`errors.<hint>` in its namespace); the message is for logs
// and developers and is never shown. A provider's raw text (Daily, Google, Vipps, SMTP) never goes in it: the
// function logs it (without health data) and answers its own hint. Successes keep each function's own shape.

export const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, redirecturl, email',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

/** A JSON answer (a success, in the function's own shape). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, 'content-type': 'application/json', ...headers },
  });
}

/** A refusal or failure, in the one shape. */
export function failure(
  status: number,
  hint: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json({ error: { hint, message } }, status, headers);
}

/** The answer to a CORS preflight. */
export const preflight = (): Response => new Response('ok', { headers: cors });

/** A refusal thrown from deep inside a function; `answerError` turns it into its failure. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly hint: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** The failure a function answers for an error it did not expect (its own hint and message). */
export interface UnexpectedFailure {
  status: number;
  hint: string;
  message: string;
}

const INTERNAL: UnexpectedFailure = {
  status: 500,
  hint: 'internal_error',
  message: 'The operation could not be completed',
};

/**
 * The answer to anything a function threw: a FunctionError's own failure; anything else is logged under the
 * function's name (the error's message only: never a request body, never journal text) and answered with
 * `unexpected` (500 `internal_error` unless the function names its own, e.g. 502 `send_failed`).
 */
export function answerError(fn: string, error: unknown, unexpected: UnexpectedFailure = INTERNAL): Response {
  if (error instanceof FunctionError) return failure(error.status, error.hint, error.message);
  console.error(`${fn}: ${error instanceof Error ? error.message : String(error)}`);
  return failure(unexpected.status, unexpected.hint, unexpected.message);
}
