// One error type for every deliberate 4xx/5xx; the error plugin turns it into
// `{ error: { code, message } }` (ARCHITECTURE §6) and never leaks a stack.
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);

/** Parses with zod; a failure becomes a 400 whose message names the offending field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : 'body';
  throw new HttpError(400, 'invalid_request', `${field}: ${issue.message}`);
}
